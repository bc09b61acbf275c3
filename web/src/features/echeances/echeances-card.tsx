import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { LIBELLES_TYPE_ECHEANCE } from "@worker/domain/echeances/types";
import { addDays } from "@worker/domain/dates";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import {
  LIBELLES_NIVEAU,
  VARIANTE_NIVEAU,
  echeancesQuery,
  lienEcheance,
  resumeTrenteJours,
} from "./echeances-api";

/** How many items the card lists; the rest are on the screen. */
const PREMIERES = 5;

/**
 * The dashboard's « Échéances à 30 jours » (issue 63): what is overdue and what falls within 30 days, the overdue
 * first (the server sorts by date), a link to the « Échéances » screen.
 */
export function EcheancesCard() {
  const au = addDays(parisToday(), 30);
  const { data, isLoading } = useQuery(echeancesQuery({ au }));
  const items = data?.data ?? [];
  return (
    <Card className="min-w-0" role="region" aria-labelledby="echeances-30-titre">
      <CardHeader>
        <CardTitle>
          <h2 id="echeances-30-titre">Échéances à 30 jours</h2>
        </CardTitle>
        <CardDescription>
          {isLoading ? "Chargement…" : resumeTrenteJours(items.length, au)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {items.length > 0 && (
          <ul className="flex flex-col divide-y">
            {items.slice(0, PREMIERES).map((e) => (
              <li
                key={`${e.date}-${e.type}-${e.libelle}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="tabular-nums">{formatDate(e.date)}</span>
                <Badge variant={VARIANTE_NIVEAU[e.niveau]}>{LIBELLES_NIVEAU[e.niveau]}</Badge>
                <Link
                  href={lienEcheance(e).href}
                  className="min-w-0 flex-1 underline-offset-4 hover:underline"
                >
                  <span className="font-medium">{LIBELLES_TYPE_ECHEANCE[e.type]}</span> ·{" "}
                  {e.libelle}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link href="/echeances" className="text-sm font-medium underline underline-offset-4">
          Voir toutes les échéances
        </Link>
      </CardContent>
    </Card>
  );
}
