/** `?archives=1`: an archivable list shows its archived rows too (ADR 038). */
export const archivesShown = (search: URLSearchParams) => search.get("archives") === "1";

/** The server's filter of an archivable list, the same for the screen and its first page asked early (ADR 095). */
export const archivesFilter = (shown: boolean) => ({ archives: shown ? "1" : null });

/** The filters of a list whose only toggle is the archives' (clients, missions), read from the address. */
export const archivedListFilters = (search: URLSearchParams) =>
  archivesFilter(archivesShown(search));
