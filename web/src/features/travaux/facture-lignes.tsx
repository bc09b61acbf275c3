import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  CAUSES,
  DECRET_87_712,
  LIBELLES_CAUSES,
  RUBRIQUES_87_712,
} from "@worker/domain/travaux/reparations-locatives";
import { Champ } from "./champ";
import { ChoixLong } from "./choix-long";

// The invoice's lines (issue 76, item 4; ADR 129): each charged to the owners (travaux or entretien) or to the tenant
// as réparations locatives, with the décret 87-712's section and the cause the server offers; its messages shown at
// their line's field (« lignes.0.chargeLocataire.cause »).

export interface LigneSaisie {
  /** The line's key in the list while it is typed. */
  cle: number;
  libelle: string;
  montant: string;
  imputation: "proprietaires" | "locataire";
  nature: "travaux" | "entretien";
  rubrique: (typeof RUBRIQUES_87_712)[number];
  cause: (typeof CAUSES)[number];
}

let suivante = 0;
export const ligneVide = (): LigneSaisie => ({
  cle: ++suivante,
  libelle: "",
  montant: "",
  imputation: "proprietaires",
  nature: "entretien",
  rubrique: "IV",
  cause: "degradation",
});

/** The line as the API reads it: a number in euros, and only the fields of its side. */
export const ligneEnvoyee = (l: LigneSaisie) => ({
  libelle: l.libelle.trim() || null,
  montant: Number(l.montant.replace(/\s/g, "").replace(",", ".")),
  imputation: l.imputation,
  ...(l.imputation === "proprietaires"
    ? { nature: l.nature }
    : { chargeLocataire: { rubrique: l.rubrique, cause: l.cause } }),
});

// The choices of a line, each option's value and its words.
const IMPUTATIONS = [
  ["proprietaires", "des propriétaires"],
  ["locataire", "du locataire (réparations locatives)"],
] as const;
const NATURES = [
  ["entretien", "Entretien et réparations"],
  ["travaux", "Travaux d'amélioration"],
] as const;
const RUBRIQUES = RUBRIQUES_87_712.map((r) => [r, `${r}. ${DECRET_87_712.rubriques[r]}`] as const);
const CAUSES_CHOIX = CAUSES.map((c) => [c, LIBELLES_CAUSES[c]] as const);

export function LignesFacture({
  lignes,
  onChange,
  fautes,
}: {
  lignes: LigneSaisie[];
  onChange: (l: LigneSaisie[]) => void;
  fautes: Record<string, string>;
}) {
  const maj = (i: number, p: Partial<LigneSaisie>) =>
    onChange(lignes.map((l, j) => (j === i ? { ...l, ...p } : l)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Répartition</legend>
      {lignes.map((l, i) => {
        const f = (k: string) => fautes[`lignes.${i}.${k}`];
        return (
          <fieldset
            key={l.cle}
            aria-label={`Ligne ${i + 1}`}
            className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            <Champ id={`ligne-${i}-libelle`} label="Libellé" erreur={f("libelle")}>
              <Input
                id={`ligne-${i}-libelle`}
                value={l.libelle}
                onChange={(e) => maj(i, { libelle: e.target.value })}
              />
            </Champ>
            <Champ id={`ligne-${i}-montant`} label="Montant TTC (€)" erreur={f("montant")} required>
              <Input
                id={`ligne-${i}-montant`}
                inputMode="decimal"
                value={l.montant}
                onChange={(e) => maj(i, { montant: e.target.value })}
              />
            </Champ>
            <Champ
              id={`ligne-${i}-imputation`}
              label="À la charge"
              erreur={f("imputation")}
              required
            >
              <ChoixLong
                id={`ligne-${i}-imputation`}
                value={l.imputation}
                options={IMPUTATIONS}
                onChange={(imputation) => maj(i, { imputation })}
              />
            </Champ>
            {l.imputation === "proprietaires" ? (
              <Champ id={`ligne-${i}-nature`} label="Nature" erreur={f("nature")} required>
                <ChoixLong
                  id={`ligne-${i}-nature`}
                  value={l.nature}
                  options={NATURES}
                  onChange={(nature) => maj(i, { nature })}
                />
              </Champ>
            ) : (
              <>
                <Champ
                  id={`ligne-${i}-rubrique`}
                  label="Rubrique du décret 87-712"
                  erreur={f("chargeLocataire.rubrique") ?? f("chargeLocataire")}
                  required
                >
                  <ChoixLong
                    id={`ligne-${i}-rubrique`}
                    value={l.rubrique}
                    options={RUBRIQUES}
                    onChange={(rubrique) => maj(i, { rubrique })}
                  />
                </Champ>
                <Champ
                  id={`ligne-${i}-cause`}
                  label="Cause"
                  erreur={f("chargeLocataire.cause")}
                  required
                >
                  <ChoixLong
                    id={`ligne-${i}-cause`}
                    value={l.cause}
                    options={CAUSES_CHOIX}
                    onChange={(cause) => maj(i, { cause })}
                  />
                </Champ>
              </>
            )}
            {lignes.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                className="self-end justify-self-start"
                onClick={() => onChange(lignes.filter((_, j) => j !== i))}
              >
                Retirer la ligne
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => onChange([...lignes, ligneVide()])}
      >
        Ajouter une ligne
      </Button>
    </fieldset>
  );
}
