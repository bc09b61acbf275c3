import * as React from "react";
import { Link, useSearchParams } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { GROUPES, PREMIERE, SECTIONS } from "./parametres-sections";
import { ComptabiliteTab } from "@/features/comptabilite/comptabilite-tab";
import { SequestreCard } from "@/features/sequestre/sequestre-card";
import { SoldesReprisesCard } from "@/features/imports/soldes-reprises-card";

const href = (value: string) => `/parametres/?tab=${value}`;

/**
 * Paramètres: a side list of sections by theme from md up (links, the current one aria-current="page"), a select of
 * the same sections above the screen on phones; each section keeps its `?tab=` URL.
 */
export function ParametresPage() {
  const [search, setSearch] = useSearchParams();
  const current = SECTIONS.find((s) => s.value === search.get("tab")) ?? PREMIERE;
  const { Screen } = current;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
      <div className="flex flex-col gap-1 md:hidden">
        <label htmlFor="parametres-section" className="text-sm font-medium">
          Section
        </label>
        <select
          id="parametres-section"
          value={current.value}
          onChange={(e) => setSearch({ tab: e.target.value }, { replace: true })}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          {GROUPES.map((g) => (
            <optgroup key={g.titre} label={g.titre}>
              {g.sections.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav
        aria-label="Sections des paramètres"
        className="hidden w-56 shrink-0 flex-col gap-4 rounded-lg border bg-card p-3 md:sticky md:top-4 md:flex"
      >
        {GROUPES.map((g) => (
          <div key={g.titre} className="flex flex-col gap-1">
            <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {g.titre}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {g.sections.map((s) => (
                <li key={s.value}>
                  <Link
                    href={href(s.value)}
                    replace
                    aria-current={s === current ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-2 py-1.5 text-sm transition-colors",
                      s === current
                        ? "bg-accent font-medium text-accent-foreground shadow-[inset_3px_0_0_0_var(--color-primary)]"
                        : "text-foreground/85 hover:bg-accent/60",
                    )}
                  >
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section aria-labelledby="parametres-titre" className="flex min-w-0 flex-1 flex-col gap-4">
        <h2 id="parametres-titre" className="text-lg font-semibold">
          {current.label}
        </h2>
        {/* A section that is a chunk of its own (Reprise de données) waits here, the side list kept. */}
        <React.Suspense fallback={<Skeleton className="h-64 w-full" aria-label="Chargement" />}>
          <Screen />
        </React.Suspense>
      </section>
    </div>
  );
}

/**
 * Comptabilité (issue 59): the comptable's home, the trust-account check and the FEC of a year (admins see the same
 * cards on the dashboard and here). Kept in this module, not a chunk of its own: a new chunk sharing these cards
 * split shared code out of the first load and grew /login past its budget.
 */
export function ComptabilitePage() {
  return (
    <div className="flex flex-col gap-6">
      <SequestreCard />
      <SoldesReprisesCard />
      <ComptabiliteTab />
    </div>
  );
}
