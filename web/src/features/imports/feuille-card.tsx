import { guillemets } from "@worker/domain/francais/guillemets";
import { COLONNES } from "@worker/domain/imports/colonnes";
import type { Verification } from "@/api/imports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { countLabel, formatCount } from "@/lib/format";
import { cn } from "@/lib/utils";
import { enteteDe, type Feuille, FEUILLE_FR, valeurLue } from "./import-format";
import { libelleDe, libelleDuFichier } from "./libelles";

type FeuilleVerifiee = NonNullable<Verification["feuilles"][Feuille]>;

/** The select's value for a header left out (a Radix select item cannot hold an empty value). */
const AUCUNE = "__ne_pas_reprendre__";

/** Step 3, one sheet: its counts, each header of the file with its template column, the first rows as read. */
export function FeuilleCard({
  feuille,
  verifiee,
  associer,
  occupe,
}: {
  feuille: Feuille;
  verifiee: FeuilleVerifiee;
  associer: (feuille: Feuille, entete: string, champ: string | null) => void;
  occupe: boolean;
}) {
  const titre = `Feuille ${FEUILLE_FR[feuille]}`;
  // The preview's columns: its rows' keys, in the order they come.
  const cles = [...new Set(verifiee.apercu.flatMap((r) => Object.keys(r)))];
  return (
    <Card role="region" aria-label={titre}>
      <CardHeader>
        <CardTitle>{titre}</CardTitle>
        <CardDescription>
          <span data-compte="lignes">{countLabel(verifiee.lignes, "ligne")}</span> ·{" "}
          <span data-compte="creer">{formatCount(verifiee.creer)} à créer</span> ·{" "}
          <span data-compte="mettreAJour">{formatCount(verifiee.mettreAJour)} à mettre à jour</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          La colonne du modèle que lit chaque en-tête du fichier (* : obligatoire). Un choix changé
          ici vaut aussi pour le prochain fichier aux mêmes en-têtes.
          {feuille === "Proprietaires" &&
            ` ${guillemets("Création POI")} et ${guillemets("Date de dépôt POI")} sont les deux dates de ce nom de la fiche propriétaire (rubrique Autres), reprises telles quelles.`}
        </p>
        {/* Each header of the file above its template column, the select as wide as the pair (a column's name such as
            « Code postal de naissance » is never cut): two pairs a line from md up, one on a phone. */}
        <ul
          aria-label={`Colonnes de la feuille ${FEUILLE_FR[feuille]}`}
          className="grid gap-x-6 gap-y-2 md:grid-cols-2"
        >
          {verifiee.colonnes.map((c) => {
            const id = `reprise-${feuille}-${c.entete}`.replace(/[^\w-]/g, "_");
            return (
              <li key={c.entete} className="flex min-w-0 flex-col gap-1">
                <label
                  htmlFor={id}
                  className="min-w-0 truncate text-sm font-medium"
                  title={c.entete}
                >
                  {libelleDuFichier(COLONNES[feuille], c.entete)}
                </label>
                <Select
                  value={c.champ ?? AUCUNE}
                  disabled={occupe}
                  onValueChange={(v) => associer(feuille, c.entete, v === AUCUNE ? null : v)}
                >
                  <SelectTrigger
                    id={id}
                    className={cn("w-full", c.champ === null && "text-muted-foreground")}
                    aria-label={`Colonne du modèle pour « ${c.entete} » (${FEUILLE_FR[feuille]})`}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={AUCUNE}>Ne pas reprendre</SelectItem>
                    {COLONNES[feuille].map((m) => (
                      <SelectItem key={m.champ} value={m.champ}>
                        {m.requis ? `${libelleDe(m.entete)} *` : libelleDe(m.entete)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </li>
            );
          })}
        </ul>
        {verifiee.apercu.length > 0 && (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-medium">
              {verifiee.apercu.length === 1
                ? "La première ligne"
                : `Les ${verifiee.apercu.length} premières lignes`}{" "}
              telles qu'elles seront lues
            </h4>
            {/* Wider than a phone: a region that scrolls, reachable by keyboard (axe scrollable-region-focusable). */}
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus to scroll by keyboard
              tabIndex={0}
              aria-label={`Aperçu de la feuille ${FEUILLE_FR[feuille]}`}
              className="overflow-x-auto rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              <table className="w-full text-sm">
                <TableHeader>
                  <TableRow>
                    {cles.map((k) => (
                      <TableHead key={k} className="whitespace-nowrap">
                        {enteteDe(feuille, k)}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {verifiee.apercu.map((r, i) => (
                    // The preview is the file's first rows, in their order: nothing else identifies them.
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed preview
                    <TableRow key={i}>
                      {cles.map((k) => (
                        <TableCell key={k} className="whitespace-nowrap">
                          {valeurLue(feuille, k, r[k])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </table>
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
