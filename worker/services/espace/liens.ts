import { signerLien, signerLiens, type Signataire } from "../../auth/espace/lien-fichier";
import { agenceIdOf, type Ports } from "../../ports";

// A space's session cannot download through staff's /files/* (requireAuth): each document link a space is handed,
// a list's or a `generated` one, carries its signature instead (auth/espace/lien-fichier.ts, ADR 084). Shared by
// both spaces and the requests' photos.

/** Who signs: the instance's secret, this agency, the clock's now, the space session asking (issue 75). */
export const signataire = (ports: Ports): Signataire => ({
  secret: ports.config.jwtSecret,
  agence: agenceIdOf(ports.config),
  now: ports.clock.now(),
  ...(ports.sessionEspace ? { session: ports.sessionEspace } : {}),
});

/** The /files/... link, signed for the next two hours. */
export const lienPourEspace = (ports: Ports, url: string) => signerLien(url, signataire(ports));

/** Every link of a list, signed together. */
export const liensPourEspace = (ports: Ports, urls: readonly string[]) =>
  signerLiens(urls, signataire(ports));

/** A `{ generated }` answer with its link signed. */
export const generePourEspace = async (ports: Ports, r: { generated: string }) => ({
  generated: await lienPourEspace(ports, r.generated),
});
