// What a route of the contract answers (worker/domain/contract, ADR 014), as the web's type: inferred from the zod
// schema the OpenAPI document is built from, so an answer's type is written once, on the server's side.
import type { z } from "zod";
import type { NAMED_OPERATIONS, NamedRoute } from "@worker/domain/contract";

type Ok<K extends NamedRoute> = (typeof NAMED_OPERATIONS)[K]["ok"];

/**
 * The JSON a named route answers with status `S` (by default its success, 200 or 201):
 * `Answer<"GET /sequestre">`, `Answer<"POST /banque/releves", 201>`.
 */
export type Answer<K extends NamedRoute, S extends keyof Ok<K> = keyof Ok<K>> = Ok<K>[S] extends {
  json: infer J extends z.ZodType;
}
  ? z.output<J>
  : never;

/** A row of a list a named route answers as `{ data: [...] }`. */
export type RowOf<K extends NamedRoute> = Answer<K> extends { data: (infer Row)[] } ? Row : never;
