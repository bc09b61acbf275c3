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
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCount } from "@/lib/format";
import { enteteDe, type Feuille, FEUILLE_FR, valeurLue } from "./import-format";

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
    <Card aria-label={titre}>
      <CardHeader>
        <CardTitle>{titre}</CardTitle>
        <CardDescription>
          <span data-compte="lignes">{formatCount(verifiee.lignes)} ligne(s)</span> ·{" "}
          <span data-compte="creer">{formatCount(verifiee.creer)} à créer</span> ·{" "}
          <span data-compte="mettreAJour">{formatCount(verifiee.mettreAJour)} à mettre à jour</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="overflow-x-auto">
          <Table aria-label={`Colonnes de la feuille ${FEUILLE_FR[feuille]}`}>
            <TableHeader>
              <TableRow>
                <TableHead>En-tête du fichier</TableHead>
                <TableHead>Colonne du modèle</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {verifiee.colonnes.map((c) => (
                <TableRow key={c.entete}>
                  <TableCell className="font-medium">{c.entete}</TableCell>
                  <TableCell>
                    <Select
                      value={c.champ ?? AUCUNE}
                      disabled={occupe}
                      onValueChange={(v) => associer(feuille, c.entete, v === AUCUNE ? null : v)}
                    >
                      <SelectTrigger
                        className="w-56"
                        aria-label={`Colonne du modèle pour « ${c.entete} » (${FEUILLE_FR[feuille]})`}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={AUCUNE}>Ne pas reprendre</SelectItem>
                        {COLONNES[feuille].map((m) => (
                          <SelectItem key={m.champ} value={m.champ}>
                            {m.requis ? `${m.entete} *` : m.entete}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {verifiee.apercu.length > 0 && (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-medium">
              {verifiee.apercu.length === 1
                ? "La première ligne"
                : `Les ${verifiee.apercu.length} premières lignes`}{" "}
              telles qu'elles seront lues
            </h4>
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label={`Aperçu de la feuille ${FEUILLE_FR[feuille]}`}>
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
              </Table>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
