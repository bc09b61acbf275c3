// What the Node bundle gets for drizzle-orm's `entity.js` (scripts/build-server.mjs swaps it in): the same
// `entityKind` symbols and the same `is`, with its slow path remembered. drizzle calls `is(value, Class)` several
// times for every piece of every statement it builds, and most calls answer false: drizzle's own `is` then walks the
// value's class chain looking for the class's `entityKind`, on each call (it is made to recognise a class of another
// copy of drizzle). That walk was half of building a receipt's read (~600 µs of ~1 ms with it, ~280 µs without) and
// about 8 % of a receipt's CPU. Here each class's chain is walked once and its kinds kept. The answers are drizzle's
// own (held by drizzle-entity.test.ts against drizzle's `is`); tsc, vitest and the edge bundle keep drizzle's module.

export const entityKind = Symbol.for("drizzle:entityKind");
export const hasOwnEntityKind = Symbol.for("drizzle:hasOwnEntityKind");

type Kinded = { [entityKind]?: unknown; name?: string };

/** The `entityKind` of each class along a class's chain (itself, its parents), walked once per class. */
const kindsOf = new WeakMap<object, Set<unknown>>();

function kinds(cls: Kinded): Set<unknown> {
  let found = kindsOf.get(cls);
  if (!found) {
    found = new Set();
    for (let c: Kinded | null = cls; c; c = Object.getPrototypeOf(c) as Kinded | null)
      if (entityKind in c) found.add(c[entityKind]);
    kindsOf.set(cls, found);
  }
  return found;
}

/** drizzle's `is`: whether `value` is an instance of `type`, or of a class of the same kind. */
export function is(value: unknown, type: (abstract new (...args: never[]) => unknown) & Kinded) {
  if (!value || typeof value !== "object") return false;
  if (value instanceof type) return true;
  if (!Object.hasOwn(type, entityKind))
    throw new Error(
      `Class "${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  // As drizzle's: a value without a prototype throws a TypeError here.
  const cls = (Object.getPrototypeOf(value) as { constructor?: Kinded }).constructor;
  return cls ? kinds(cls).has(type[entityKind]) : false;
}
