import { navigate, useBrowserLocation } from "wouter/use-browser-location";
import { confirmLeave } from "@/lib/unsaved-changes";

/** wouter's navigation (links, sidebar, useLocation, search params) asking first when edits are unsaved. */
const guardedNavigate: typeof navigate = (to, options) => confirmLeave(() => navigate(to, options));

export function useGuardedLocation(options?: { ssrPath?: string }): [string, typeof navigate] {
  const [location] = useBrowserLocation(options);
  return [location, guardedNavigate];
}
