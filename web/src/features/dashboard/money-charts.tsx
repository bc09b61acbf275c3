import { useId, useState, type ReactNode } from "react";
import type { TableauDeBord } from "@/api/types";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { MOIS_FR_COURTS } from "@worker/domain/dates";
import { de } from "@worker/domain/francais/elision";

// The dashboard's money as two charts drawn by hand (HTML boxes sized in %, no chart library: ~2 KB gzip where
// recharts would add ~100 KB to the dashboard's chunk; see docs/benchmarks.md). Each chart is an image for screen
// readers (role="img" with a summary of its figures) followed by its table with the same figures, visually hidden
// until "Voir les chiffres" shows it. The page never scrolls sideways at 390 px: the bars share the card's width.

type Encaissement = TableauDeBord["encaissements"][number];
type Tranche = keyof TableauDeBord["impayes"];

/** "2026-11" -> "nov." */
const moisCourt = (mois: string) => MOIS_FR_COURTS[Number(mois.slice(5, 7)) - 1] ?? mois;
/** "2026-11" -> "nov. 2026" */
const moisAnnee = (mois: string) => `${moisCourt(mois)} ${mois.slice(0, 4)}`;

const compact = new Intl.NumberFormat("fr-FR", {
  notation: "compact",
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 1,
});
/** An axis label: "2,9 M €", "500 k€", "0 €". */
const formatAxe = (n: number) => compact.format(n);

/** The axis top: the smallest round figure (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^n) at or above the largest value. */
function echelle(max: number): number {
  if (!(max > 0)) return 1000; // nothing yet: an axis up to 1 k€
  const p = 10 ** Math.floor(Math.log10(max));
  return ([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * p >= max) ?? 10) * p;
}
const pct = (v: number, top: number) => `${Math.max(0, Math.min(100, (v / top) * 100))}%`;
/** Sums in cents, so twelve months of euros add up to the cent. */
const somme = (xs: number[]) => Math.round(xs.reduce((s, x) => s + Math.round(x * 100), 0)) / 100;

/** "Voir les chiffres": the chart's table, kept in the page for screen readers, shown on demand to everyone. */
function Chiffres({ caption, children }: { caption: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        className="text-xs font-medium text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Masquer les chiffres" : "Voir les chiffres"}
      </button>
      <div id={id} className={open ? "mt-2 overflow-x-auto" : "sr-only"}>
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

const th = "px-2 py-1.5 text-left text-xs font-semibold text-muted-foreground";
const td = "border-t px-2 py-1.5";

function Legende({ items }: { items: { label: string; className: string }[] }) {
  return (
    <div
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      aria-hidden="true"
    >
      {items.map((i) => (
        <span key={i.label} className="inline-flex items-center gap-1.5">
          <span className={cn("size-2.5 rounded-sm", i.className)} />
          {i.label}
        </span>
      ))}
    </div>
  );
}

const DU = "bg-primary/20";
const ENCAISSE = "bg-primary";

/** Collected vs due for each of the 12 months, as pairs of bars. */
export function EncaissementsChart({ data }: { data: Encaissement[] | undefined }) {
  if (!data) return <Skeleton className="h-56 w-full" />;
  const top = echelle(Math.max(...data.flatMap((m) => [m.du, m.encaisse])));
  const totalDu = somme(data.map((m) => m.du));
  const totalEncaisse = somme(data.map((m) => m.encaisse));
  const first = data[0]!,
    last = data.at(-1)!;
  const resume =
    `Encaissé et dû par mois, ${de(moisAnnee(first.mois))} à ${moisAnnee(last.mois)} : ${formatMoney(totalEncaisse)} encaissés pour ${formatMoney(totalDu)} dus. ` +
    `En ${moisAnnee(last.mois)} : ${formatMoney(last.encaisse)} encaissés pour ${formatMoney(last.du)} dus.`;
  return (
    <div>
      <Legende
        items={[
          { label: "Encaissé", className: ENCAISSE },
          { label: "Dû", className: DU },
        ]}
      />
      <div role="img" aria-label={resume} className="mt-3 flex gap-2">
        {/* The axis: top, half, zero. */}
        <div
          className="flex h-44 shrink-0 flex-col justify-between text-right text-[10px] leading-none text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          <span>{formatAxe(top)}</span>
          <span>{formatAxe(top / 2)}</span>
          <span>{formatAxe(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-44 border-b border-border">
            <div className="absolute inset-x-0 top-0 border-t border-dashed border-border" />
            <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-border" />
            <div className="relative flex h-full items-end">
              {data.map((m) => (
                <div
                  key={m.mois}
                  className="flex h-full min-w-0 flex-1 items-end justify-center gap-px px-[3px] sm:gap-0.5 sm:px-1"
                  title={`${moisAnnee(m.mois)} : encaissé ${formatMoney(m.encaisse)}, dû ${formatMoney(m.du)}`}
                >
                  <div
                    className={cn("w-full max-w-4 rounded-t-sm", ENCAISSE)}
                    style={{ height: pct(m.encaisse, top) }}
                  />
                  <div
                    className={cn("w-full max-w-4 rounded-t-sm", DU)}
                    style={{ height: pct(m.du, top) }}
                  />
                </div>
              ))}
            </div>
          </div>
          <div className="flex" aria-hidden="true">
            {data.map((m, i) => (
              // Below 640 px every other month is named: twelve abbreviations do not fit side by side.
              <span
                key={m.mois}
                className={cn(
                  "min-w-0 flex-1 truncate pt-1 text-center text-[10px] text-muted-foreground sm:text-[11px]",
                  i % 2 === 1 && "max-sm:invisible",
                )}
              >
                {moisCourt(m.mois)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <Chiffres caption="Encaissé et dû par mois (euros)">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Mois
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              Dû
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              Encaissé
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((m) => (
            <tr key={m.mois}>
              <th scope="row" className={cn(td, "text-left font-normal whitespace-nowrap")}>
                {moisAnnee(m.mois)}
              </th>
              <td className={cn(td, "text-right")}>{formatMoney(m.du)}</td>
              <td className={cn(td, "text-right")}>{formatMoney(m.encaisse)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <th scope="row" className={cn(td, "text-left")}>
              Total
            </th>
            <td className={cn(td, "text-right")}>{formatMoney(totalDu)}</td>
            <td className={cn(td, "text-right")}>{formatMoney(totalEncaisse)}</td>
          </tr>
        </tfoot>
      </Chiffres>
    </div>
  );
}

const TRANCHES: { key: Tranche; label: string; className: string }[] = [
  { key: "0-30", label: "0 à 30 jours", className: "bg-warning/50" },
  { key: "31-60", label: "31 à 60 jours", className: "bg-warning" },
  { key: "61-90", label: "61 à 90 jours", className: "bg-destructive/70" },
  { key: "90+", label: "Plus de 90 jours", className: "bg-destructive" },
];

/** What is left to pay, by the age of its term: one bar per bucket, the amount beside it. */
export function ImpayesChart({
  data,
  aideNonRecue = 0,
}: {
  data: TableauDeBord["impayes"] | undefined;
  /** The housing aid past its payment day (issue 77): not the tenants' debt, named apart. */
  aideNonRecue?: number;
}) {
  if (!data) return <Skeleton className="h-44 w-full" />;
  const total = somme(TRANCHES.map((t) => data[t.key]));
  const top = Math.max(...TRANCHES.map((t) => data[t.key])) || 1;
  const resume = `Impayés par ancienneté de l'échéance : ${formatMoney(total)} au total ; ${TRANCHES.map((t) => `${t.label} : ${formatMoney(data[t.key])}`).join(" ; ")}.`;
  return (
    <div>
      <p className="text-2xl font-semibold tabular-nums">{formatMoney(total)}</p>
      <p className="text-xs text-muted-foreground">
        de reste dû sur les échéances échues et les arriérés repris, hors aide au logement attendue
      </p>
      {aideNonRecue > 0 && (
        <p data-testid="aide-non-recue" className="mt-1 text-sm font-medium text-destructive">
          Aide non reçue (tiers payant) :{" "}
          <span className="tabular-nums">{formatMoney(aideNonRecue)}</span>
        </p>
      )}
      <div role="img" aria-label={resume} className="mt-4 flex flex-col gap-3">
        {TRANCHES.map((t) => (
          <div key={t.key} aria-hidden="true">
            <div className="flex items-baseline justify-between gap-2 text-xs">
              <span className="text-muted-foreground">{t.label}</span>
              <span className="font-medium tabular-nums">{formatMoney(data[t.key])}</span>
            </div>
            <div className="mt-1 h-2.5 rounded-full bg-muted">
              <div
                className={cn("h-full rounded-full", t.className)}
                style={{ width: pct(data[t.key], top) }}
              />
            </div>
          </div>
        ))}
      </div>
      <Chiffres caption="Impayés par ancienneté de l'échéance (euros)">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Ancienneté
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              Reste dû
            </th>
          </tr>
        </thead>
        <tbody>
          {TRANCHES.map((t) => (
            <tr key={t.key}>
              <th scope="row" className={cn(td, "text-left font-normal")}>
                {t.label}
              </th>
              <td className={cn(td, "text-right")}>{formatMoney(data[t.key])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <th scope="row" className={cn(td, "text-left")}>
              Total
            </th>
            <td className={cn(td, "text-right")}>{formatMoney(total)}</td>
          </tr>
        </tfoot>
      </Chiffres>
    </div>
  );
}
