import * as React from "react";
import { documentCalls } from "@/api/documents";
import { withQuery } from "@/api/routes";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { DateInput, dateMessage } from "@/components/date-input";
import { Label } from "@/components/ui/label";
import { parisToday } from "@/lib/paris-date";
import { RelancerButton } from "@/features/relances/relancer-button";
import { periodeReleveSchema } from "@worker/domain/schemas/relances";

/**
 * The account's letters: the statement over a period (from the 1st of January to today unless changed) and, while
 * something is due, the formal notice itemising the debt term by term.
 */
export function CompteDocuments({
  dossierId,
  solde,
  qui,
}: {
  dossierId: number;
  solde: number;
  qui: string;
}) {
  const today = parisToday();
  const [du, setDu] = React.useState(`${today.slice(0, 4)}-01-01`);
  const [au, setAu] = React.useState(today);
  const nom = qui ? ` - ${qui}` : "";
  const erreur = periodeInvalide(du, au);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border bg-card px-4 py-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="releve-du">Du</Label>
        <DateInput
          id="releve-du"
          className="w-40"
          value={du}
          onChange={setDu}
          aria-invalid={erreur?.champ === "du" || undefined}
          aria-describedby={erreur ? "releve-erreur" : undefined}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="releve-au">Au</Label>
        <DateInput
          id="releve-au"
          className="w-40"
          value={au}
          onChange={setAu}
          aria-invalid={erreur?.champ === "au" || undefined}
          aria-describedby={erreur ? "releve-erreur" : undefined}
        />
      </div>
      <GenerateDocumentButton
        call={withQuery(documentCalls.releveCompte(dossierId), { du, au })}
        label="Relevé de compte"
        fileName={`Relevé de compte${nom}`}
        disabled={erreur !== null}
      />
      {solde > 0 ? (
        <>
          <GenerateDocumentButton
            call={documentCalls.miseEnDemeure(dossierId)}
            label="Mise en demeure"
            fileName={`Mise en demeure${nom}`}
          />
          <RelancerButton dossierId={dossierId} qui={qui} />
        </>
      ) : null}
      {erreur ? (
        <p id="releve-erreur" role="alert" className="basis-full text-sm text-destructive">
          {erreur.message}
        </p>
      ) : null}
    </div>
  );
}

/** The period checked as the server will check it (its own schema): the first fault, on the field it concerns. */
function periodeInvalide(du: string, au: string): { champ: string; message: string } | null {
  const r = periodeReleveSchema.safeParse({ du: du || undefined, au: au || undefined });
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { champ: String(issue.path[0] ?? "au"), message: dateMessage(issue.message) };
}
