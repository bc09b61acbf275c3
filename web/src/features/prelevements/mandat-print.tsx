import { route } from "@/api/routes";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import type { MandatSepa } from "./prelevements-api";

/** "Imprimer le mandat": the form the tenant signs (creditor, ICS, RUM, account, rights). */
export function MandatPrint({ mandat }: { mandat: MandatSepa }) {
  return (
    <GenerateDocumentButton
      call={route("GET /MandatSepa/:id/generate", { id: mandat.id })}
      label="Imprimer le mandat"
      fileName={`Mandat SEPA ${mandat.rum}`}
    />
  );
}
