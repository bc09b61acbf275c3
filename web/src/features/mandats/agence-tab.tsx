import { useQueryClient } from "@tanstack/react-query";
import { SettingsForm, SettingsLoader } from "@/components/settings-form";
import { formatNumber } from "@/lib/format";
import { AGENCE_CHAMPS, agenceSchema, DATES_AGENCE } from "@worker/domain/mandats/agence-schema";
import { MentionsManquantes } from "@/features/factures/mentions-manquantes";
import { VerificationIbans } from "@/features/iban-verification/agence-iban";
import { agenceQuery, saveAgence, type ParametresAgence } from "./mandats-api";

type Key = (typeof AGENCE_CHAMPS)[number][0];

const estDate = (k: Key): k is (typeof DATES_AGENCE)[number] =>
  (DATES_AGENCE as readonly string[]).includes(k);

/** The form's text of a saved value: the guarantee as "110 000,00", a date as JJ/MM/AAAA, the rest as it is. */
function texte(a: ParametresAgence, k: Key): string {
  const v = a[k];
  if (v == null) return "";
  if (k === "montantGarantie") return formatNumber(Number(v));
  if (estDate(k)) return String(v).split("-").reverse().join("/");
  return String(v);
}

/**
 * Paramètres > Agence: the identity printed on every document and the mentions the law asks of an agency's
 * (loi Hoguet): card and its CCI, financial guarantee, liability insurance. Empty, a field takes the hosting's value.
 */
export function AgenceTab() {
  const qc = useQueryClient();
  return (
    <SettingsLoader query={agenceQuery}>
      {(agence) => (
        <div className="flex flex-col gap-6">
          <SettingsForm
            titre="Agence"
            description={
              <>
                Imprimés sur les documents : l'identité de l'agence et, en pied de page des ordres
                de mission, baux et factures, la carte professionnelle, la garantie financière et
                l'assurance RCP (loi Hoguet). Un champ laissé vide reprend la valeur de
                l'hébergement. La carte professionnelle porte aussi la séquence du registre des
                mandats.
              </>
            }
            before={<MentionsManquantes mentions={agence.mentionsManquantes} />}
            idPrefix="agence"
            colonnes={2}
            fields={AGENCE_CHAMPS.map(([key, label]) => ({
              key,
              label,
              input: {
                placeholder: estDate(key) ? "JJ/MM/AAAA" : undefined,
                inputMode:
                  key === "montantGarantie"
                    ? "decimal"
                    : key === "delaiPrenotification"
                      ? "numeric"
                      : undefined,
              },
            }))}
            initial={() =>
              Object.fromEntries(AGENCE_CHAMPS.map(([k]) => [k, texte(agence, k)])) as Record<
                Key,
                string
              >
            }
            save={saveAgence}
            onSaved={(saved) => qc.setQueryData(agenceQuery.queryKey, saved)}
            draftTarget={{ resource: "Agence", id: "parametres" }}
            savedMessage="Les paramètres de l'agence ont été enregistrés."
            check={(values) => {
              const r = agenceSchema.safeParse(values);
              const fautes: Partial<Record<Key, string>> = {};
              if (!r.success)
                for (const i of r.error.issues) fautes[i.path[0] as Key] ??= i.message;
              return fautes;
            }}
          />
          <VerificationIbans agence={agence} />
        </div>
      )}
    </SettingsLoader>
  );
}
