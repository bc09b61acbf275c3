/**
 * Drafts of the forms being edited, kept in the browser (localStorage) so that nothing typed is lost to a failed
 * save, a crash or a closed tab (ADR 042). One draft per user, resource and record ("new" for a creation): a shared
 * computer never shows one user's draft to another, and logging out removes the user's drafts.
 */
export interface Draft {
  /** ISO timestamp of the last change kept. */
  savedAt: string;
  values: Record<string, unknown>;
}

export interface DraftTarget {
  resource: string;
  /** The record's id, or "new" for a creation. */
  id: string | number;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const PREFIX = "brouillon:";
// A secret is never written to the disk, whatever the form calls it.
const SECRET = /pass|mot.?de.?passe|secret|token/i;

function storage(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Storage may refuse (private mode, quota): a draft is a comfort, never an error. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const userPrefix = (userId: string | number) => `${PREFIX}${userId}:`;
export const draftKey = (userId: string | number, target: DraftTarget) =>
  `${userPrefix(userId)}${target.resource}:${target.id}`;

/** Plain data only (text, numbers, switches, lists, objects): a File or a function is not kept. */
function plain(value: unknown): unknown {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return value;
  if (Array.isArray(value)) return value.map(plain).filter((v) => v !== undefined);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, plain(v)] as const)
      .filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** The values a draft may hold: plain data, no secret field (by name, or listed in `secret`). */
export function draftValues(
  values: Record<string, unknown>,
  secret: readonly string[] = [],
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET.test(name) || secret.includes(name)) continue;
    const v = plain(value);
    if (v !== undefined) kept[name] = v;
  }
  return kept;
}

export const drafts = {
  read(key: string, store = storage()): Draft | null {
    const text = store ? safe(() => store.getItem(key), null) : null;
    if (!text) return null;
    const draft = safe(() => JSON.parse(text) as unknown, null);
    if (
      typeof draft !== "object" ||
      draft === null ||
      !("savedAt" in draft) ||
      typeof draft.savedAt !== "string" ||
      !("values" in draft) ||
      typeof draft.values !== "object" ||
      draft.values === null
    )
      return null;
    return { savedAt: draft.savedAt, values: draft.values as Record<string, unknown> };
  },
  write(key: string, values: Record<string, unknown>, now = new Date(), store = storage()) {
    const draft: Draft = { savedAt: now.toISOString(), values };
    if (store) safe(() => store.setItem(key, JSON.stringify(draft)), undefined);
  },
  clear(key: string, store = storage()) {
    if (store) safe(() => store.removeItem(key), undefined);
  },
  /** At logout: every draft of this user, none of the others'. */
  clearUser(userId: string | number, store = storage()) {
    if (!store) return;
    const prefix = userPrefix(userId);
    const keys = safe(
      () =>
        Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
          (k): k is string => k?.startsWith(prefix) ?? false,
        ),
      [],
    );
    for (const k of keys) safe(() => store.removeItem(k), undefined);
  },
};

/** "25/11/2026 à 14:05", Paris time: when the draft was last written. */
export function draftDate(savedAt: string): string {
  const d = new Date(savedAt);
  if (Number.isNaN(d.getTime())) return savedAt;
  const part = (type: string) => parts(d).find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} à ${part("hour")}:${part("minute")}`;
}

const format = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Paris",
});
const parts = (d: Date) => format.formatToParts(d);
