import { currentPath } from "./return-path";

/**
 * The spec sends a request that got no answer at all to /404; the page then says the server could not be reached
 * (not that the page does not exist) and offers to load again the page the user was on.
 */
const PARAM = "injoignable";

export const unreachablePage = () => `/404?${PARAM}=${encodeURIComponent(currentPath())}`;

/** The page to load again, when /404 was reached through a network failure; a path of this site only. */
export function unreachableFrom(search: URLSearchParams): string | null {
  const from = search.get(PARAM);
  if (from === null) return null;
  return from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/404") ? from : "/";
}
