import type { Access, Operation } from "./operation";

// What the router needs of an operation, and only that: who may call it and its segments' patterns. The server
// registers its handlers from this table (worker/routes/operation.ts), the operations' zod schemas serve the OpenAPI
// document alone: the Node build computes the table once, at build time, so that `npm start` does not build the
// contract's schemas before its first answer (worker/routes/routing-table.ts, ADR 054).

export interface Routing {
  access: Access;
  /** Each restricted segment's router pattern (`{ id: "[0-9]+" }`); the others match any segment. */
  patterns?: Readonly<Record<string, string>>;
  /** A money move: a fresh confirmation first (Operation.confirmation). */
  confirmation?: true;
}

/** An operation's segments restricted by the router, by name. */
export function patternsOf(op: Operation): Routing["patterns"] {
  const patterns = Object.entries(op.params ?? {}).flatMap(([name, p]) =>
    p.pattern ? [[name, p.pattern] as const] : [],
  );
  return patterns.length ? Object.fromEntries(patterns) : undefined;
}

/** The routing table of a contract: every key with its access and patterns, as plain JSON. */
export function routingOf(api: Readonly<Record<string, Operation>>): Record<string, Routing> {
  return Object.fromEntries(
    Object.entries(api).map(([key, op]) => {
      const patterns = patternsOf(op);
      const routing: Routing = patterns ? { access: op.access, patterns } : { access: op.access };
      if (op.confirmation) routing.confirmation = true;
      return [key, routing];
    }),
  );
}
