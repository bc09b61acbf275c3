import type { Cle, Compteur } from "@worker/domain/schemas/etat-lieux-releves";
import { formatNumber } from "@/lib/format";
import { compteurLabel, uniteCompteur } from "./compteur-labels";

/** The meters read, one line each: kind, number, reading with its unit. */
export function CompteursList({ compteurs }: { compteurs: Compteur[] | null | undefined }) {
  if (!compteurs?.length) return <>—</>;
  return (
    <ul className="flex flex-col gap-1">
      {compteurs.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in stored order
        <li key={i}>
          <span className="font-medium">{compteurLabel(c.type)}</span>
          {c.numero ? <span className="text-muted-foreground"> n° {c.numero}</span> : null}
          {" : "}
          {formatNumber(c.releve)} {uniteCompteur(c.type)}
        </li>
      ))}
    </ul>
  );
}

/** The keys handed over, one line each: kind and count. */
export function ClesList({ cles }: { cles: Cle[] | null | undefined }) {
  if (!cles?.length) return <>—</>;
  return (
    <ul className="flex flex-col gap-1">
      {cles.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in stored order
        <li key={i}>
          {c.type} : {c.nombre}
        </li>
      ))}
    </ul>
  );
}
