import { formatMoney } from "@/lib/format";

// Issue 77 item 3: beside an account's balance, the housing aid in tiers payant is named apart from what the tenant
// owes: awaited until the organisme's payment day, then « aide non reçue ». Nothing shown outside tiers payant.
export function PartAide({
  soldeLocataire,
  aideEnAttente,
  aideNonRecue,
}: {
  soldeLocataire: number;
  aideEnAttente: number;
  aideNonRecue: number;
}) {
  if (!aideEnAttente && !aideNonRecue) return null;
  return (
    <p data-testid="part-aide" className="w-full text-sm text-muted-foreground">
      Dû par le locataire :{" "}
      <span className="font-medium text-foreground tabular-nums">
        {formatMoney(Math.max(0, soldeLocataire))}
      </span>
      {aideEnAttente > 0 && (
        <>
          {" · "}Aide au logement attendue :{" "}
          <span className="tabular-nums">{formatMoney(aideEnAttente)}</span>
        </>
      )}
      {aideNonRecue > 0 && (
        <>
          {" · "}
          <span className="font-medium text-destructive">
            Aide non reçue : <span className="tabular-nums">{formatMoney(aideNonRecue)}</span>
          </span>
        </>
      )}
    </p>
  );
}
