import { Link } from "wouter";
import type { DossierRead } from "@/api/types";
import { fullName } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";
import { appartementRoute } from "@/features/appartements/appartement-route";
import { locataireRoute } from "@/features/locataires/locataire-route";

const link = "underline-offset-4 hover:underline focus-visible:underline";

/** The lease's tenant then its co-tenants in order (a co-tenancy of three or more is named whole, ADR 134). */
const titulaires = (d: DossierRead) => [
  ...(d.Locataire ? [d.Locataire] : []),
  ...(d.Colocataires ?? []),
];

/** A dossier's title text: who rents what ("Dossier n° 1" alone said neither). */
export const dossierTitle = (d: DossierRead) =>
  [titulaires(d).map(fullName).join(", "), apartmentLabel(d.Appartement)]
    .filter(Boolean)
    .join(" — ") || `Dossier n° ${d.id}`;

/** The lease's tenants in order, each a link to its record, separated by commas (the title, the Détails tab). */
export function LocatairesLiens({ record }: { record: DossierRead }) {
  return (
    <>
      {titulaires(record).map((t, i) => (
        <span key={t.id}>
          {i ? ", " : null}
          <Link href={`${locataireRoute.basePath}/${t.id}`} className={link}>
            {fullName(t)}
          </Link>
        </span>
      ))}
    </>
  );
}

/** The same, each part a link to its record. */
export function DossierHeading({ record }: { record: DossierRead }) {
  const tenants = titulaires(record);
  const flat = record.Appartement;
  if (!tenants.length && !flat) return <>{dossierTitle(record)}</>;
  return (
    <>
      <LocatairesLiens record={record} />
      {tenants.length && flat ? " — " : null}
      {flat ? (
        <Link href={`${appartementRoute.basePath}/${flat.id}`} className={link}>
          {apartmentLabel(flat)}
        </Link>
      ) : null}
    </>
  );
}
