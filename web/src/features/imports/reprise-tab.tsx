import { IbansDernierImport } from "@/features/iban-verification/ibans-import";
import { EnvoiCard, ModeleCard } from "./envoi-card";
import { ErreursCard } from "./erreurs-card";
import { FeuilleCard } from "./feuille-card";
import { FEUILLES } from "./import-format";
import { ImporterCard } from "./importer-card";
import { ImportsPasses } from "./imports-passes";
import { SoldesCard } from "./soldes-card";
import { TermesAnnonces } from "./termes-annonces";
import { useReprise } from "./use-reprise";

/**
 * Paramètres > Reprise de données (issue 61, item 5): the templates, the files and the cut-over day, the dry run's
 * sheets (columns matched, changed by hand, first rows as read), its errors, the import with its progress, and the
 * past imports with their undo. A chunk of its own (parametres-sections.tsx): only an admin moving in loads it.
 */
export function RepriseTab() {
  const reprise = useReprise();
  const { verification } = reprise;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 xl:grid-cols-2">
        <ModeleCard />
        <EnvoiCard reprise={reprise} />
      </div>
      {verification && (
        <section
          aria-label="Vérification"
          className="flex flex-col gap-5"
          aria-busy={reprise.verifiant}
        >
          {FEUILLES.map((f) => {
            const v = verification.feuilles[f];
            return (
              v && (
                <FeuilleCard
                  key={f}
                  feuille={f}
                  verifiee={v}
                  associer={reprise.associer}
                  occupe={reprise.verifiant || reprise.avancement !== null}
                />
              )
            );
          })}
          <TermesAnnonces verification={verification} />
          <SoldesCard verification={verification} />
          <ErreursCard verification={verification} />
          <ImporterCard reprise={reprise} verification={verification} />
        </section>
      )}
      <IbansDernierImport />
      <ImportsPasses />
    </div>
  );
}
