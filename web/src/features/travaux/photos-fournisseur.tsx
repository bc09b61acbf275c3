import { useQuery } from "@tanstack/react-query";
import { getFile } from "@/api/client";
import { formatDateTime } from "@/lib/format";
import { FichierBouton } from "./fichier-bouton";
import type { Intervention } from "./interventions-api";

// The supplier's photos before and after the work (issue 76 item 6, ADR 135), sent from its space: each shown small
// and downloadable by staff. Images come with the session's token, so as blobs, not plain addresses.

type Photo = Intervention["photos"][number];

function Vignette({ photo: p }: { photo: Photo }) {
  const q = useQuery({
    queryKey: ["photo-intervention", p.id],
    queryFn: async () => URL.createObjectURL(await getFile(p.url)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <li className="flex w-40 flex-col gap-1">
      {q.data ? (
        <img src={q.data} alt={p.nom} className="h-28 w-40 rounded-md border object-cover" />
      ) : (
        <div className="h-28 w-40 rounded-md border bg-muted" aria-hidden />
      )}
      <span className="truncate text-xs text-muted-foreground">{formatDateTime(p.createdAt)}</span>
      <FichierBouton url={p.url} nom={p.nom} label="Télécharger" />
    </li>
  );
}

export function PhotosFournisseur({ photos }: { photos: Photo[] }) {
  if (!photos.length) return null;
  return (
    <section aria-label="Photos du fournisseur" className="flex flex-col gap-3">
      <h3 className="font-medium">Photos du fournisseur</h3>
      {(["avant", "apres"] as const).map((moment) => {
        const liste = photos.filter((p) => p.moment === moment);
        if (!liste.length) return null;
        return (
          <div key={moment} className="flex flex-col gap-2">
            <h4 className="text-sm text-muted-foreground">
              {moment === "avant" ? "Avant l'intervention" : "Après l'intervention"}
            </h4>
            <ul className="flex flex-wrap gap-3">
              {liste.map((p) => (
                <Vignette key={p.id} photo={p} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
