import { AsyncLocalStorage } from "node:async_hooks";

// Node's one database client serves every request: the writer of a write is the request's whose async context
// sends it (ADR 029). The entry runs each request in `parEcrivain`; requireAuth names its user there.

const ecrivains = new AsyncLocalStorage<{ email?: string }>();

/** Runs a request with a writer of its own (none until its user is known: "système"). */
export const parEcrivain = <T>(work: () => T): T => ecrivains.run({}, work);

/** The writer of the write being sent, if a request has named one. */
export const ecrivainCourant = () => ecrivains.getStore()?.email;

/** Ports.nommerAuteur on Node. */
export function nommerEcrivain(email: string) {
  const store = ecrivains.getStore();
  if (store) store.email = email;
}
