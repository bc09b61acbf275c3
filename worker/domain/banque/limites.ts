/** A statement file: a year of a busy agency account in CSV is about 2 MB; 10 MB leaves room, bounds memory. */
export const RELEVE_MAX_BYTES = 10 * 1024 * 1024;
