import { afficherTelephone } from "@worker/domain/francais/telephone";
import type { Agence } from "./api";

// Where a supplier makes its appointment when the tenant did not agree to be called (walk: « Prenez rendez-vous
// auprès de l'agence » with no way to reach it): the agency's phone and e-mail from Paramètres > Agence, each a link
// a phone dials or mails; what the agency left empty is left out, and with neither the sentence ends there.

export function RendezVousAgence({ agence }: { agence: Agence }) {
  const { telephone, email } = agence;
  if (!telephone && !email) return <>Prenez rendez-vous auprès de l'agence.</>;
  return (
    <>
      Prenez rendez-vous auprès de l'agence :{" "}
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
