import { createElement, use, type ComponentType } from "react";

// Route-level code splitting: each screen is a chunk of its own, fetched when its route first renders, so the
// first page (/login, a list) downloads only what it shows. Once someone is logged in, preloadScreens() fetches
// the others while the browser is idle, so that moving between screens does not wait on the network.

const loaders = new Set<() => Promise<unknown>>();
/** Resets a screen whose download failed, so that its next render downloads it again. */
const failures = new Set<() => void>();

/**
 * A screen loaded on first render from `load`, which resolves to the component. Not React.lazy: a lazy component
 * whose download failed (offline) stays failed for ever, while this one downloads again at the next render (the
 * error boundary's retry, the browser back online).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  // The screen once downloaded: rendered at once, without suspending for a promise already settled (a list's first
  // rows a render and a commit sooner once its code came while the session was checked, issue 64).
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  // One download for preload and render alike. A failed one is kept (each render would otherwise start another,
  // for ever) until retryFailedScreens() forgets it.
  const forget = () => {
    pending = undefined;
    failed = false;
  };
  const once = () =>
    (pending ??= load().then(
      (screen) => (loaded = screen),
      (e: unknown) => ((failed = true), failures.add(forget), Promise.reject(e)),
    ));
  loaders.add(once);
  // `preload`: the screen's code asked for at once, while the session is still being checked (route-view.tsx).
  return Object.assign(
    (props: P) => createElement(LoadedScreen<P>, { load: once, loaded, props }),
    {
      preload: () => void once().catch(() => undefined),
      /** Its code came (or failed: the render then throws to the error boundary). */
      ready: () => loaded !== undefined || failed,
      /** Settles once `ready()`. */
      whenReady: () =>
        once().then(
          () => undefined,
          () => undefined,
        ),
    },
  );
}

/** Suspends until the screen's code is there (unless `loaded`); a failed download goes to the error boundary. */
function LoadedScreen<P extends object>({
  load,
  loaded,
  props,
}: {
  load: () => Promise<ComponentType<P>>;
  loaded: ComponentType<P> | undefined;
  props: P;
}) {
  return createElement(loaded ?? use(load()), props);
}

/** The screens whose download failed are downloaded again at their next render (back online, "Réessayer"). */
export function retryFailedScreens() {
  for (const forget of failures) forget();
  failures.clear();
}

/** Fetches every lazy screen not loaded yet (errors are left to the render that needs the screen). */
export function preloadScreens() {
  for (const load of loaders) load().catch(() => undefined);
}
