import { signerLien } from "../../auth/lien-signe";
import { agenceIdOf, type Ports } from "../../ports";

// A space's session cannot download through staff's /files/* (requireAuth): each document link a space is handed,
// a list's or a `generated` one, carries its signature instead (auth/lien-signe.ts). Shared by both spaces.

/** The /files/... link, signed for the next half hour. */
export const lienPourEspace = (ports: Ports, url: string) =>
  signerLien(url, ports.config.jwtSecret, agenceIdOf(ports.config), ports.clock.now());

/** A `{ generated }` answer with its link signed. */
export const generePourEspace = async (ports: Ports, r: { generated: string }) => ({
  generated: await lienPourEspace(ports, r.generated),
});
