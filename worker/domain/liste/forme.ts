// The form of a whole list (ADR 154): `?forme=compacte` asks for each row without its members whose value is null.
// Opt-in and asked by name: the default answer keeps every field, `"x": null` included, which the spec's derived
// rules state as values a client reads (« caveNum est null s'il n'y a pas de cave »). Pure: the service turns the
// refusal into its 400 on the field `forme`.

/** The forms a whole list is answered in: `complete` without the parameter, `compacte` when asked. */
export type FormeListe = "complete" | "compacte";

/**
 * The resources whose whole list has the compact form: the contract documents `?forme=` on theirs only, and the
 * server answers it where the resource also builds its whole list in SQL (ResourceDef.listAll).
 */
export const LISTES_COMPACTES = ["Appartement"] as const;
export type ListeCompacte = (typeof LISTES_COMPACTES)[number];
export const aUneFormeCompacte = (name: string): name is ListeCompacte =>
  LISTES_COMPACTES.some((n) => n === name);

/** The parameter's only value; `complete` is the absence of the parameter, never written. */
export const FORME_COMPACTE = "compacte";

export const MSG_FORME = `Forme de liste inconnue : la seule valeur possible est « ${FORME_COMPACTE} ».`;
export const MSG_FORME_SANS_COMPACTE = "Cette liste n'a pas de forme compacte.";
export const MSG_FORME_LISTE_ENTIERE =
  "La forme compacte ne vaut que pour toute la liste : sans filtre, recherche, ?limit, ?tri ni ?taille.";

export type LectureForme = { ok: true; forme: FormeListe } | { ok: false; message: string };

/**
 * Reads `?forme=`. `compacte` is accepted only where the resource has the form (`existe`) and the list asked for is
 * the whole one (`entiere`): a page or a search keeps every field, so asking them compact is a mistake told at once
 * rather than an answer in the other form.
 */
export function lireForme(
  raw: string | undefined,
  existe: boolean,
  entiere: boolean,
): LectureForme {
  if (raw === undefined) return { ok: true, forme: "complete" };
  if (raw !== FORME_COMPACTE) return { ok: false, message: MSG_FORME };
  if (!existe) return { ok: false, message: MSG_FORME_SANS_COMPACTE };
  if (!entiere) return { ok: false, message: MSG_FORME_LISTE_ENTIERE };
  return { ok: true, forme: "compacte" };
}
