import { useQueryClient } from "@tanstack/react-query";
import { relancesConfigQuery, saveRelancesConfig, type EtapeRelance } from "@/api/relances";
import { SettingsForm, SettingsLoader } from "@/components/settings-form";

type Key = "jours1" | "jours2" | "jours3";
const KEYS: Key[] = ["jours1", "jours2", "jours3"];

/** Who each stage is written to, as the settings say it. */
const destinataires = (e: EtapeRelance) =>
  e.etape === 3
    ? "Locataire et cautions, mise en demeure jointe"
    : e.cautions
      ? "Locataire, cautions en copie"
      : "Locataire";

/** Settings, Relances: the days after the due day at which the daily job sends each reminder stage (admin). */
export function RelancesTab() {
  const qc = useQueryClient();
  return (
    <SettingsLoader query={relancesConfigQuery}>
      {({ etapes }) => (
        <SettingsForm
          titre="Relances des loyers impayés"
          description={
            <>
              Chaque jour, les échéances impayées ou partiellement payées (au statut connu) sont
              relancées par e-mail, une seule fois par étape, le nombre de jours indiqué après leur
              échéance. Aucun frais de relance n'est facturé au locataire (loi du 6 juillet 1989,
              article 4).
            </>
          }
          idPrefix="relance"
          colonnes={3}
          fields={etapes.map((etape, i) => ({
            key: KEYS[i]!,
            label: `${etape.etape}. ${etape.libelle}`,
            required: true,
            description: `Jours après l'échéance — ${destinataires(etape)}`,
            input: { type: "number", inputMode: "numeric", min: 1, max: 365, step: 1 },
          }))}
          initial={() =>
            Object.fromEntries(KEYS.map((k, i) => [k, String(etapes[i]?.jours ?? "")])) as Record<
              Key,
              string
            >
          }
          save={(v) => saveRelancesConfig({ jours1: v.jours1, jours2: v.jours2, jours3: v.jours3 })}
          onSaved={(saved) => qc.setQueryData(relancesConfigQuery.queryKey, saved)}
          draftTarget={{ resource: "Relances", id: "parametres" }}
          savedMessage="Les délais de relance ont été enregistrés."
        />
      )}
    </SettingsLoader>
  );
}
