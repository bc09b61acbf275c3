import { Link } from "wouter";
import type { DossierRead } from "@/api/types";
import { fullName } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";
import { appartementRoute } from "@/features/appartements/appartement-route";
import { locataireRoute } from "@/features/locataires/locataire-route";

const link = "underline-offset-4 hover:underline focus-visible:underline";

/** A dossier's title text: who rents what ("Dossier n° 1" alone said neither). */
export const dossierTitle = (d: DossierRead) =>
  [d.Locataire ? fullName(d.Locataire) : "", apartmentLabel(d.Appartement)]
    .filter(Boolean)
    .join(" — ") || `Dossier n° ${d.id}`;

/** The same, each part a link to its record. */
export function DossierHeading({ record }: { record: DossierRead }) {
  const tenant = record.Locataire;
  const flat = record.Appartement;
  if (!tenant && !flat) return <>{dossierTitle(record)}</>;
  return (
    <>
      {tenant ? (
        <Link href={`${locataireRoute.basePath}/${tenant.id}`} className={link}>
          {fullName(tenant)}
        </Link>
      ) : null}
      {tenant && flat ? " — " : null}
      {flat ? (
        <Link href={`${appartementRoute.basePath}/${flat.id}`} className={link}>
          {apartmentLabel(flat)}
        </Link>
      ) : null}
    </>
  );
}
