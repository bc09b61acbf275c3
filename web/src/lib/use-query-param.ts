import { useSearchParams } from "wouter";

/** What the address says of `key`: one of `allowed`, else `fallback` (the screen's and its first page's reading). */
export function readQueryParam<T extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = search.get(key);
  return allowed.find((a) => a === raw) ?? fallback;
}

/**
 * A list screen's view (toggle, filter) kept in the address: it survives a reload and a back arrow.
 * The default value is left out of the URL; anything not in `allowed` reads as the default.
 */
export function useQueryParam<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [search, setSearch] = useSearchParams();
  const value = readQueryParam(search, key, allowed, fallback);
  const set = (next: T) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === fallback) params.delete(key);
        else params.set(key, next);
        return params;
      },
      { replace: true },
    );
  return [value, set] as const;
}
