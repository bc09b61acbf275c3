import * as React from "react";
import { documentCalls } from "@/api/documents";
import { withQuery } from "@/api/routes";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parisToday } from "@/lib/paris-date";
import { RelancerButton } from "@/features/relances/relancer-button";

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
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border bg-card px-4 py-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="releve-du">Du</Label>
        <Input
          id="releve-du"
          type="date"
          className="w-40"
          value={du}
          max={au || today}
          onChange={(e) => setDu(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="releve-au">Au</Label>
        <Input
          id="releve-au"
          type="date"
          className="w-40"
          value={au}
          min={du}
          max={today}
          onChange={(e) => setAu(e.target.value)}
        />
      </div>
      <GenerateDocumentButton
        call={withQuery(documentCalls.releveCompte(dossierId), { du, au })}
        label="Relevé de compte"
        fileName={`Relevé de compte${nom}`}
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
    </div>
  );
}
