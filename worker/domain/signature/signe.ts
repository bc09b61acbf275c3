// When a generated document is signed, and so frozen (issue 39): its signed copy is uploaded, or its signature day
// has come. From then on generating it again answers the version kept at signature, whatever changed since (a
// revision, a new rent, a new index, new settings): the paper signed is the one the agency shows.

/** What says a document is signed: its uploaded signed copy, its signature day (YYYY-MM-DD). */
export interface Signature {
  copieSignee?: string | null;
  dateSignature?: string | null;
}

/** Signed on `today` (YYYY-MM-DD, Paris): a signed copy is stored, or the signature day is today or before. */
export const estSigne = (s: Signature, today: string): boolean =>
  !!s.copieSignee || (!!s.dateSignature && s.dateSignature <= today);

/** A lease: its signed copy (`contratLocation`) or its signature day (`dateCreationBail`, on or before today). */
export const bailSigne = (
  d: { contratLocation?: string | null; dateCreationBail: string },
  today: string,
) => estSigne({ copieSignee: d.contratLocation, dateSignature: d.dateCreationBail }, today);

/** A guarantor's deed: its signed copy, or the day it was signed ("Signé le"). */
export const acteSigne = (
  c: { acteCautionnementSigned?: string | null; signatureCautionSolidaire?: string | null },
  today: string,
) =>
  estSigne(
    { copieSignee: c.acteCautionnementSigned, dateSignature: c.signatureCautionSolidaire },
    today,
  );

/** An inventory: its signed copy (the dossier's upload or the inventory's own), or its day (done on the spot). */
export const etatLieuxSigne = (
  e: { signed?: string | null; date?: string | null } | null,
  copieDuDossier: string | null | undefined,
  today: string,
) => !!e && estSigne({ copieSignee: e.signed ?? copieDuDossier, dateSignature: e.date }, today);

/** A mission order: its signed copy (`ordreMission`), or the mandate's signature day. */
export const ordreSigne = (
  m: { ordreMission?: string | null; dateSignature?: string | null },
  today: string,
) => estSigne({ copieSignee: m.ordreMission, dateSignature: m.dateSignature }, today);
