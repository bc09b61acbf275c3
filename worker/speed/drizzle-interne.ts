// drizzle-orm's internals, in this one file (ADR 093). This module REPLACES drizzle-orm's own `entity.js` in the Node
// bundle: scripts/build-server.mjs reads the path below and loads this file's text in place of that module (tsc,
// vitest and the edge bundle keep drizzle's). It must then stand alone (no import) and export what drizzle's
// `entity.js` exports: `entityKind`, `hasOwnEntityKind` and `is` (drizzle-interne.test.ts checks both against the
// pinned version, and that the answers are drizzle's own).
//
// Why: the same `entityKind` symbols and the same `is`, with its slow path remembered. drizzle calls `is(value, Class)`
// several times for every piece of every statement it builds, and most calls answer false: drizzle's own `is` then
// walks the value's class chain looking for the class's `entityKind`, on each call (it is made to recognise a class
// of another copy of drizzle). That walk was half of building a receipt's read (~600 µs of ~1 ms with it, ~280 µs
// without) and about 8 % of a receipt's CPU. Here each class's chain is walked once and its kinds kept.

/** The module of drizzle-orm this file replaces in the Node bundle, from the package's folder. */
export const REPLACES = "drizzle-orm/entity.js";

export const entityKind = Symbol.for("drizzle:entityKind");
export const hasOwnEntityKind = Symbol.for("drizzle:hasOwnEntityKind");

type Kinded = { [entityKind]?: unknown; name?: string };

/** The `entityKind` of each class along a class's chain (itself, its parents), walked once per class. */
const kindsOf = new WeakMap<object, Set<unknown>>();

/** An object's prototype, typed as what this file reads of it (getPrototypeOf answers `any`). */
function prototypeOf(value: object): { constructor?: Kinded } | null {
  return Object.getPrototypeOf(value);
}

function kinds(cls: Kinded): Set<unknown> {
  let found = kindsOf.get(cls);
  if (!found) {
    found = new Set();
    for (let c: Kinded | null = cls; c; c = Object.getPrototypeOf(c))
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
  const proto = prototypeOf(value);
  if (proto === null) throw new TypeError("Cannot read properties of null (reading 'constructor')");
  const cls = proto.constructor;
  return cls ? kinds(cls).has(type[entityKind]) : false;
}
