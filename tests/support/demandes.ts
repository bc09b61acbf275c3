import { insertDossier, insertLocataire } from "./factories";
import { PNG } from "./http";
import { ouvrirEspace } from "./espace";
import type { TestApp } from "./test-app";
import { ouvrirSessionEspace } from "../../worker/services/espace/session";

// Issue 62, item 5: a tenant with a lease and an open space, and the files a phone sends.

/** A tenant on a fresh lease, signed in to their space under `email`. */
export async function locataireAvecBail(
  t: TestApp,
  email: string,
  o: Record<string, unknown> = {},
) {
  const locataire = await insertLocataire(t, { mail: email });
  const dossier = await insertDossier(t, { LocataireId: locataire.id, ...o });
  const espace = await ouvrirEspace(t, { LocataireId: locataire.id }, email);
  /** A fresh session at the test clock's now (a space's token lasts a day). */
  const reconnecter = () =>
    ouvrirSessionEspace(t.ports, {
      AccesEspaceId: espace.AccesEspaceId,
      espace: "locataire",
      recordId: locataire.id,
      email,
      version: 0,
    });
  return { token: espace.token, locataire, dossier, reconnecter };
}

/** A JPEG's first bytes then padding: what the sniffing reads as a JPEG. */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)]);

export const photo = (name = "fuite.png", bytes: Uint8Array = PNG, type = "image/png") => ({
  bytes,
  name,
  type,
});

/** Objects under a folder of the store. */
export async function objets(t: TestApp, dossier: string) {
  const keys: string[] = [];
  for await (const o of t.ports.files.list(`files/${dossier}/`)) keys.push(o.key);
  return keys;
}
