import { useSearchParams } from "wouter";

/**
 * A list screen's view (toggle, filter) kept in the address: it survives a reload and a back arrow.
 * The default value is left out of the URL; anything not in `allowed` reads as the default.
 */
export function useQueryParam<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(key);
  const value = allowed.find((a) => a === raw) ?? fallback;
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
