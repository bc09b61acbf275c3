import * as React from "react";

/** Below Tailwind's `sm` breakpoint: a phone, where rows are cards and a row is edited in a dialog (issue 25). */
export const PHONE_QUERY = "(max-width: 639px)";

/** Whether the window matches a media query, kept in step as it is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return React.useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
