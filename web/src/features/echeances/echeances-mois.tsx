import * as React from "react";
import { Link } from "wouter";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { LIBELLES_TYPE_ECHEANCE } from "@worker/domain/echeances/types";
import { MOIS_FR } from "@worker/domain/dates";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LIBELLES_NIVEAU, type LigneEcheance, lienEcheance } from "./echeances-api";
import { de } from "@worker/domain/francais/elision";

// The calendar as a month: a grid of weeks from Monday, each day listing its items (a colour per level, its words
// for a screen reader); previous and next month move the grid. On a phone, the days with items only, as a list.

const JOURS = ["Lun.", "Mar.", "Mer.", "Jeu.", "Ven.", "Sam.", "Dim."];
const COULEUR = {
  expire: "border-l-destructive bg-destructive/10",
  bientot: "border-l-amber-500 bg-amber-500/10",
  ok: "border-l-muted-foreground/40 bg-muted",
} as const;

const iso = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The grid's days: from the Monday on or before the 1st to the Sunday on or after the last day. */
function jours(mois: string) {
  const [y = 2000, m = 1] = mois.split("-").map(Number);
  const premier = new Date(Date.UTC(y, m - 1, 1));
  const decalage = (premier.getUTCDay() + 6) % 7;
  const dernier = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const total = Math.ceil((decalage + dernier) / 7) * 7;
  return Array.from({ length: total }, (_, i) => iso(y, m - 1, i - decalage + 1));
}

export const moisVoisin = (mois: string, n: number) => {
  const [y = 2000, m = 1] = mois.split("-").map(Number);
  return iso(y, m - 1 + n, 1).slice(0, 7);
};

export const titreMois = (mois: string) => {
  const [y, m] = mois.split("-");
  const nom = MOIS_FR[Number(m) - 1] ?? "";
  return `${nom.charAt(0).toUpperCase()}${nom.slice(1)} ${y}`;
};

function Item({ e }: { e: LigneEcheance }) {
  const l = lienEcheance(e);
  return (
    <li>
      <Link
        href={l.href}
        className={cn(
          "block rounded-sm border-l-4 px-1.5 py-0.5 text-xs hover:underline",
          COULEUR[e.niveau],
        )}
      >
        <span className="sr-only">{LIBELLES_NIVEAU[e.niveau]} · </span>
        <span className="font-medium">{LIBELLES_TYPE_ECHEANCE[e.type]}</span>
        <span className="block truncate text-muted-foreground">{e.libelle}</span>
      </Link>
    </li>
  );
}

export function EcheancesMois({
  mois,
  onMois,
  data,
  aujourdhui,
}: {
  mois: string;
  onMois: (mois: string) => void;
  data: LigneEcheance[];
  aujourdhui: string;
}) {
  const parJour = React.useMemo(() => {
    const m = new Map<string, LigneEcheance[]>();
    for (const e of data) m.set(e.date, [...(m.get(e.date) ?? []), e]);
    return m;
  }, [data]);
  const grille = jours(mois);
  const duMois = grille.filter((j) => j.startsWith(mois) && parJour.has(j));
  return (
    <section aria-labelledby="mois-titre" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onMois(moisVoisin(mois, -1))}
          aria-label="Mois précédent"
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <h2
          id="mois-titre"
          className="min-w-40 text-center text-lg font-semibold"
          aria-live="polite"
        >
          {titreMois(mois)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onMois(moisVoisin(mois, 1))}
          aria-label="Mois suivant"
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
      <table className="hidden w-full table-fixed border-collapse rounded-md border sm:table">
        <caption className="sr-only">Échéances {de(titreMois(mois))}, par jour</caption>
        <thead>
          <tr>
            {JOURS.map((j) => (
              <th
                key={j}
                scope="col"
                className="border-b px-2 py-1 text-left text-xs font-medium text-muted-foreground"
              >
                {j}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: grille.length / 7 }, (_, w) => (
            <tr key={grille[w * 7]}>
              {grille.slice(w * 7, w * 7 + 7).map((j) => {
                const items = parJour.get(j) ?? [];
                return (
                  <td
                    key={j}
                    className={cn(
                      "h-24 border-b border-r p-1 align-top",
                      !j.startsWith(mois) && "bg-muted/40 text-muted-foreground",
                    )}
                  >
                    <div className={cn("text-xs", j === aujourdhui && "font-bold text-primary")}>
                      <span className="sr-only">{j.split("-").reverse().join("/")}</span>
                      <span aria-hidden>{Number(j.slice(8))}</span>
                    </div>
                    {items.length > 0 && (
                      <ul className="flex flex-col gap-1">
                        {items.map((e) => (
                          <Item key={e.id} e={e} />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={`Échéances ${de(titreMois(mois))}`}>
        {duMois.length === 0 && (
          <li className="text-sm text-muted-foreground">Aucune échéance ce mois-ci.</li>
        )}
        {duMois.map((j) => (
          <li key={j}>
            <h3 className="text-sm font-medium">{j.split("-").reverse().join("/")}</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {(parJour.get(j) ?? []).map((e) => (
                <Item key={e.id} e={e} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
