import { IMAGE_MAX_BYTES } from "../../domain/upload-limits";
import { BACKUP_MAX_BYTES } from "./format";

// What a restore accepts, in one place (docs/backup.md, "Budgets"). Every figure is sized from the largest agency we
// plan for: 3,000 lots managed for 20 years, that is 720,000 monthly terms (one receipt PDF each), about 1.5 million
// ledger lines (a call and a payment per term), 20,000 leases with ~8 documents each and 20 images per lot. Anything
// past a budget is not a backup of ours: it is refused (400) while it is being read, before its bytes pile up.

const MB = 1024 ** 2;

export const RESTORE_BUDGETS = {
  /**
   * Stored objects: 720,000 receipts + 160,000 lease documents + 60,000 images ≈ 940,000, rounded up. Each object is
   * two entries (its description, then its bytes), plus the header, one entry per table and the end.
   */
  objects: 1_000_000,
  entries: 2 * 1_000_000 + 100,
  /** One object's bytes: the largest upload (an image); generated PDFs are far smaller. */
  objectBytes: IMAGE_MAX_BYTES,
  /** One table: the ledger, ~1.5 million lines of ~170 bytes of JSON ≈ 250 MB. */
  tableBytes: 256 * MB,
  /** Every table together: the ledger, the terms (720,000 × ~250 bytes) and the rest, with room. */
  tablesBytes: 768 * MB,
  /** The header, an object's description, the end: a few hundred bytes each (the end lists the ~50 tables). */
  smallJsonBytes: 64 * 1024,
  /** Everything inflated: the archive's cap (objects are stored, not compressed) plus the tables. */
  totalBytes: BACKUP_MAX_BYTES + 768 * MB,
  /**
   * Inflated over compressed bytes, once an entry is past `ratioFrom`: JSON rows deflate 5 to 20 times (a uuid or a date per row), stored
   * objects once; a bomb (zeros) over 1,000 times.
   */
  ratio: 100,
  ratioFrom: 1 * MB,
  /** An object's key: "files/<folder>/<uuid>.<ext>" is 3 segments and ~60 characters. */
  keySegments: 8,
  keyLength: 256,
  /** Our JSON is 4 deep at most ({ rows: [[{ $base64 }]] }). */
  jsonDepth: 8,
} as const;

export type RestoreBudgets = { readonly [K in keyof typeof RESTORE_BUDGETS]: number };

/** The French messages of a budget passed: each ends as the other refusals do. */
export const BUDGET_MSG = {
  entries: "L'archive contient trop d'entrées pour une sauvegarde : rien n'a été restauré.",
  entryBytes:
    "Une entrée de l'archive est trop volumineuse pour une sauvegarde : rien n'a été restauré.",
  totalBytes:
    "L'archive décompressée est trop volumineuse pour une sauvegarde : rien n'a été restauré.",
  ratio: "L'archive est anormalement compressée (archive piégée ?) : rien n'a été restauré.",
  key: "L'archive contient un nom de fichier invalide : rien n'a été restauré.",
  json: "L'archive contient un JSON invalide ou trop imbriqué : rien n'a été restauré.",
} as const;
