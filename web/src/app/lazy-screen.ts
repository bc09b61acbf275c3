import { lazy, type ComponentType } from "react";

// Route-level code splitting: each screen is a chunk of its own, fetched when its route first renders, so the
// first page (/login, a list) downloads only what it shows. Once someone is logged in, preloadScreens() fetches
// the others while the browser is idle, so that moving between screens does not wait on the network.

const loaders = new Set<() => Promise<unknown>>();

/** A screen loaded on first render (React.lazy) from `load`, which resolves to the component. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  // One download for preload and render alike; a failed one (network) is tried again next time.
  const once = () =>
    (pending ??= load().catch((e: unknown) => ((pending = undefined), Promise.reject(e))));
  loaders.add(once);
  return lazy(() => once().then((component) => ({ default: component })));
}

/** Fetches every lazy screen not loaded yet (errors are left to the render that needs the screen). */
export function preloadScreens() {
  for (const load of loaders) load().catch(() => undefined);
}
