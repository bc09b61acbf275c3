import * as React from "react";
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";

/** Typing pauses this long before the server is asked: one search per pause, not one per key. */
export const TYPING_PAUSE_MS = 150;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A search box fed by the server as one types (pickers, Ctrl+K): the query text, the matches of the last pause,
 * and whether newer matches are on their way. The previous matches stay on screen while the next ones load.
 */
export function useTypedSearch<T, K extends QueryKey>(
  options: (q: string) => UseQueryOptions<T[], Error, T[], K>,
) {
  const [q, setQ] = React.useState("");
  const asked = useDebouncedValue(q, TYPING_PAUSE_MS);
  const results = useQuery({ ...options(asked), placeholderData: keepPreviousData });
  return {
    q,
    setQ,
    rows: results.data ?? [],
    /** A newer query than the rows shown is waiting for its pause or its answer. */
    pending: asked !== q || results.isFetching,
    /** At least one answer came back (an empty list then means "nothing found"). */
    answered: results.data !== undefined,
    failed: results.isError,
  };
}

/**
 * The highlighted option of a server-fed cmdk list, as `value` / `onValueChange` / `onKeyDown` props for
 * <Command>. cmdk keeps highlighting an option that a newer answer removed (then Enter does nothing): the first
 * option takes over. Enter pressed while the answer to what was typed is on its way waits for it, then picks
 * what that answer highlights: one who types a reference and presses Enter at once gets that record, not one of
 * the previous answer still on screen. Any other key (typing on, the arrows, Escape) calls that Enter off.
 */
export function useActiveOption(values: string[], pending: boolean, pick: (value: string) => void) {
  const [active, setActive] = React.useState("");
  const [enterWaiting, setEnterWaiting] = React.useState(false);
  const value = values.includes(active) ? active : (values[0] ?? "");
  const pickRef = React.useRef(pick);
  pickRef.current = pick;

  React.useEffect(() => {
    if (!enterWaiting || pending) return;
    setEnterWaiting(false);
    if (value) pickRef.current(value);
  }, [enterWaiting, pending, value]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && pending) {
      event.preventDefault(); // cmdk then leaves the stale highlighted option alone
      setEnterWaiting(true);
    } else if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) {
      setEnterWaiting(false);
    }
  };
  return { value, onValueChange: setActive, onKeyDown };
}
