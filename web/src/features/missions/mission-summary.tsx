import type { MissionRead } from "@/api/types";
import { Card, CardContent } from "@/components/ui/card";
import { countLabel, formatCount, formatMoney, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

interface FigureProps {
  label: string;
  value: string;
  detail?: string;
  tone?: "done" | "due";
  className?: string;
}

/** One card: its label names what the figure is, so that a screen reader says both. */
function Figure({ label, value, detail, tone, className }: FigureProps) {
  return (
    <Card className={cn("gap-0 py-3.5", className)} role="group" aria-label={label}>
      <CardContent className="px-4">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p
          data-testid={`resume-${label}`}
          className={cn(
            "mt-1 text-xl font-semibold sm:text-2xl tracking-tight tabular-nums",
            tone === "done" && "text-emerald-700",
            tone === "due" && "text-amber-700",
          )}
        >
          {value}
        </p>
        {detail ? <p className="mt-0.5 text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2 and 4: apartments, totals TTC and HT, remaining to pay and remaining apartments, as the server computed
 * them in the mission's read; a payment or an apartment changed refreshes the read, and the cards with it.
 */
export function MissionSummary({ record }: { record: MissionRead }) {
  const r = record.resume;
  const paid = r.resteAPayer <= 0;
  return (
    <section
      aria-label="Résumé de la mission"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5"
    >
      <Figure
        label="Appartements"
        value={`${formatCount(r.nbAppartements)} / ${formatCount(r.nbAppart)}`}
        detail={`${countLabel(r.nbAppartements, "lié")} sur ${formatCount(r.nbAppart)} prévus`}
      />
      <Figure label="Total TTC" value={formatMoney(r.totalTTC)} />
      <Figure
        label="Total HT"
        value={formatMoney(r.totalHT)}
        detail={`TVA ${formatNumber(record.tauxTva ?? 20)} %`}
      />
      <Figure
        label="Reste à payer"
        value={formatMoney(r.resteAPayer)}
        detail={`Réglé : ${formatMoney(r.totalRegle)}`}
        tone={paid ? "done" : "due"}
      />
      <Figure
        label="Appartements restants"
        value={formatCount(r.appartementsRestants)}
        detail={r.appartementsRestants < 0 ? "Plus d'appartements liés que prévu" : undefined}
        className="col-span-2 sm:col-span-1"
      />
    </section>
  );
}
