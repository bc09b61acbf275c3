import { afficherTelephone } from "@worker/domain/francais/telephone";
import type { Agence } from "./api";

// Where a supplier makes its appointment when the tenant did not agree to be called (walk: « Prenez rendez-vous
// auprès de l'agence » with no way to reach it): the agency's phone and e-mail from Paramètres > Agence, each a link
// a phone dials or mails; what the agency left empty is left out, and with neither the sentence ends there. The same
// for a lot with no access noted (« Voir avec l'agence »): `invite` is the sentence that leads to the agency.

export function RendezVousAgence({
  agence,
  invite = "Prenez rendez-vous auprès de l'agence",
}: {
  agence: Agence;
  invite?: string;
}) {
  const { telephone, email } = agence;
  if (!telephone && !email) return <>{invite}.</>;
  return (
    <>
      {invite} :{" "}
      {telephone ? (
        <a
          className="whitespace-nowrap underline underline-offset-2"
          href={`tel:${telephone.replace(/[^\d+]/g, "")}`}
        >
          {afficherTelephone(telephone)}
        </a>
      ) : null}
      {telephone && email ? " · " : null}
      {email ? (
        <a className="underline underline-offset-2" href={`mailto:${email}`}>
          {email}
        </a>
      ) : null}
    </>
  );
}
