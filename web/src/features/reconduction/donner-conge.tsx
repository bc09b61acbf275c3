import * as React from "react";
import { MailXIcon } from "lucide-react";
import { donnerConge } from "@/api/reconduction";
import type { DossierRead } from "@/api/types";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import {
  LIBELLES_MOTIF_CONGE,
  MOTIFS_CONGE,
  type MotifConge,
} from "@worker/domain/reconduction/conge";
import { regleReconduction } from "@worker/domain/reconduction/regles";
import { typeBail } from "@worker/domain/bail/types-bail";
import { BailDateDialog } from "../dossiers/bail-date-dialog";

/**
 * « Donner congé » (issue 73): the landlord's notice on a running lease the law renews, with its reason, the day it
 * was sent and, for a reprise, who will live there. In time, the lease ends at its term; late, the server's 409
 * names the first term it can take effect at, under the date. The term is the server's `termeCourant`: the « Fin du
 * bail », or for a lease that leaves it empty the one the law gives it from its start.
 */
export function DonnerConge({ record }: { record: DossierRead }) {
  const [motif, setMotif] = React.useState<MotifConge>("vente");
  const [beneficiaire, setBeneficiaire] = React.useState("");
  const fin = record.termeCourant;
  const regle = fin ? regleReconduction(typeBail(record.typeBail), false, fin) : undefined;
  if (record.clos || !fin || !regle || record.congeDateEnvoi) return null;
  return (
    <BailDateDialog
      action="Donner congé"
      icone={<MailXIcon />}
      titre="Donner congé au locataire ?"
      description={() => (
        <>
          Le congé du bailleur doit parvenir au locataire au moins {regle.congeMois} mois avant le
          terme du bail, le {formatDate(fin)}
          {record.dateFinBail
            ? ""
            : " (calculé depuis le début du bail, sa fin n'étant pas indiquée)"}
          . Envoyé à temps, le bail prend fin à ce terme au lieu d'être reconduit.
        </>
      )}
      champ={{ id: "conge-date-envoi", label: "Date d'envoi", erreur: "dateEnvoi" }}
      dateInitiale={parisToday}
      destructive
      champsAutres={["beneficiaire"]}
      executer={async (dateEnvoi) => {
        await donnerConge(record.id, {
          motif,
          dateEnvoi,
          ...(motif === "reprise" ? { beneficiaire } : {}),
        });
        notify.success(`Congé enregistré : le bail prend fin le ${formatDate(fin)}.`);
      }}
    >
      {(erreurs) => (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Motif</legend>
            <RadioGroup
              value={motif}
              onValueChange={(v) => setMotif(MOTIFS_CONGE.find((m) => m === v) ?? "vente")}
              className="grid gap-2"
            >
              {MOTIFS_CONGE.map((m) => (
                <Label
                  key={m}
                  htmlFor={`conge-motif-${m}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border p-2 font-normal has-[[data-state=checked]]:border-primary"
                >
                  <RadioGroupItem id={`conge-motif-${m}`} value={m} />
                  {LIBELLES_MOTIF_CONGE[m]}
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          {motif === "reprise" ? (
            <Field data-invalid={!!erreurs.beneficiaire}>
              <FieldLabel htmlFor="conge-beneficiaire">Bénéficiaire de la reprise</FieldLabel>
              <Input
                id="conge-beneficiaire"
                value={beneficiaire}
                onChange={(e) => setBeneficiaire(e.target.value)}
                placeholder="Nom, et son lien avec le bailleur"
                aria-invalid={!!erreurs.beneficiaire}
              />
              <FieldError>{erreurs.beneficiaire}</FieldError>
            </Field>
          ) : null}
        </>
      )}
    </BailDateDialog>
  );
}
