// The signed copies of spec 7 ("signed files upload as form fields"), by resource: each is the multipart field of
// PUT /{Resource}/{id} and the column that then holds the file's /files/... link. Shared by the server (the
// resources' signedFiles) and the web (the signed-copy component), so both name the same fields.
export const SIGNED_FILES = {
  Dossier: ["contratLocation", "inventaireEntree", "inventaireSortie"],
  EtatLieux: ["signed"],
  Caution: ["acteCautionnementSigned"],
  Mission: ["ordreMission"],
  Intendance: ["ordreMission"],
} as const;

export type SignedResource = keyof typeof SIGNED_FILES;
export type SignedField<R extends SignedResource> = (typeof SIGNED_FILES)[R][number];
