// STUB (filled by the bounds part of issue 61): what an import refuses before it reads a file whole.

/** Throws a French 413 / 415 (ApiError) when the file is not a workbook, a CSV or a zip of CSVs, or passes a bound. */
export function verifierBornes(_nom: string, _bytes: Uint8Array): void {}
