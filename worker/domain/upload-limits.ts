// Upload limits, shared by the server (which enforces them) and the web app (which splits image batches to fit).

const MB = 1024 * 1024;
/** One document (POST /Fichier, PUT /Fichier/{id}). */
export const FICHIER_MAX_BYTES = 50 * MB;
/** The whole document request: the file plus its multipart envelope and text fields. */
export const FICHIER_REQUEST_MAX_BYTES = FICHIER_MAX_BYTES + MB;
/** One image. */
export const IMAGE_MAX_BYTES = 100 * MB;
/** Images per POST /Image request. */
export const IMAGE_MAX_COUNT = 20;
/**
 * A whole POST /Image request, envelope included: Cloudflare Workers refuse request bodies over 100 MB, so the
 * Node entry holds the same line; the web app sends a larger selection in several requests.
 */
export const IMAGE_REQUEST_MAX_BYTES = 100 * MB;
/** One photo of a tenant's request (issue 62): a phone's photo is a few MB; HEIC less. */
export const PHOTO_MAX_BYTES = 10 * MB;
/** Photos per request. */
export const PHOTO_MAX_COUNT = 5;
/** A whole request with its photos, envelope included. */
export const DEMANDE_REQUEST_MAX_BYTES = PHOTO_MAX_COUNT * PHOTO_MAX_BYTES + MB;
/** A home insurance certificate (a PDF or a photo of it). */
export const ATTESTATION_MAX_BYTES = 10 * MB;
export const ATTESTATION_REQUEST_MAX_BYTES = ATTESTATION_MAX_BYTES + MB;
