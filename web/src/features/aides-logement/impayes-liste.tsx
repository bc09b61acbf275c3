import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ErrorState } from "@/components/error-state";
import { formatMoney } from "@/lib/format";
import { impayesQuery } from "./aides-logement-api";

// The unpaid rents of leases in tiers payant, by the rule in force on their day, with their last day to declare.

const jourFr = (d: string) => d.split("-").reverse().join("/");

export function ImpayesListe() {
  const { data, isError, error } = useQuery(impayesQuery());
  if (isError) return <ErrorState error={error} />;
  if (!data) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (!data.data.length)
    return <p className="text-sm text-muted-foreground">Aucun impayé à déclarer.</p>;
  return (
    <ul className="flex flex-col gap-2" data-impayes>
      {data.data.map((i) => (
        <li key={i.DossierId} className="rounded-md border p-3 text-sm">
          <Link
            href={`/Dossier/${i.DossierId}`}
            className="font-medium underline underline-offset-4"
          >
            {i.locataire}
          </Link>{" "}
          — allocataire n° {i.numeroAllocataire} — dette {formatMoney(i.dette)}
          <br />
          Constitué le {jourFr(i.dateConstitution)},{" "}
          {i.declareLe ? (
            <>déclaré le {jourFr(i.declareLe)}.</>
          ) : (
            <strong>à déclarer au plus tard le {jourFr(i.dateLimiteDeclaration)}.</strong>
          )}
        </li>
      ))}
    </ul>
  );
}
