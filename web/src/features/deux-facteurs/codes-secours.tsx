import { CopyIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { notify } from "@/lib/notify";

/** The recovery codes as a text file: one a line, with what they are for. */
const texte = (email: string, codes: readonly string[]) =>
  [
    `Codes de secours du second facteur — ${email}`,
    "Chaque code ne sert qu'une fois, à la place du code de l'application d'authentification.",
    "",
    ...codes,
    "",
  ].join("\n");

/**
 * The 10 recovery codes, shown once after the activation or a renewal: copied or downloaded, then « J'ai noté mes
 * codes » closes them for good (the server keeps only their hashes).
 */
export function CodesSecours({
  email,
  codes,
  onDone,
}: {
  email: string;
  codes: readonly string[];
  onDone: () => void;
}) {
  async function copier() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify.info("Codes de secours copiés.");
    } catch {
      notify.danger("Copie impossible : sélectionnez les codes à la main.");
    }
  }
  return (
    <section aria-labelledby="codes-secours-titre" className="flex flex-col gap-3">
      <h3 id="codes-secours-titre" className="text-base font-semibold">
        Vos codes de secours
      </h3>
      <p className="text-sm text-muted-foreground">
        Si vous n'avez plus votre téléphone, chacun de ces codes permet de vous connecter une fois.
        Gardez-les en lieu sûr : ils ne seront plus affichés.
      </p>
      <ol
        data-testid="codes-secours"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-base sm:grid-cols-5"
      >
        {codes.map((c) => (
          <li key={c} className="select-all text-center">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copier}>
          <CopyIcon /> Copier
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            saveBlob(
              new Blob([texte(email, codes)], { type: "text/plain;charset=utf-8" }),
              "codes-de-secours.txt",
            )
          }
        >
          <DownloadIcon /> Télécharger
        </Button>
        <Button onClick={onDone}>J'ai noté mes codes</Button>
      </div>
    </section>
  );
}
