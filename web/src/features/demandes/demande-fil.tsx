import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { type Demande, STATUT_VARIANT, statutLabel } from "./demande-types";

// What staff and the request's author both read of it: its state, its text, its photos (thumbnails that open the
// image through its signed link) and the agency's replies, oldest first.

export function StatutBadge({ statut }: { statut: Demande["statut"] }) {
  return <Badge variant={STATUT_VARIANT[statut]}>{statutLabel(statut)}</Badge>;
}

export function DemandeFil({ demande, espace = false }: { demande: Demande; espace?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="whitespace-pre-wrap break-words text-sm">{demande.texte}</p>
      {demande.suivi ? (
        // Its work order's progress (issue 76): « Un plombier intervient le 24/11/2026. »
        <p className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm font-medium">
          {demande.suivi}
        </p>
      ) : null}
      {demande.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {demande.photos.map((p, i) => (
            <li key={p.url}>
              <a
                href={p.url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
              >
                <img
                  src={p.url}
                  alt={`${i + 1} : ${p.nom}`}
                  className="size-20 object-cover sm:size-24"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {demande.reponses.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Réponses de l'agence">
          {demande.reponses.map((r) => (
            <li
              key={r.id}
              className="rounded-md border-l-4 border-primary/60 bg-muted/50 px-3 py-2"
            >
              <p className="text-xs text-muted-foreground">
                {espace ? "L'agence" : r.auteur}, le {formatDateTime(r.createdAt)}
              </p>
              <p className="whitespace-pre-wrap break-words text-sm">{r.texte}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
