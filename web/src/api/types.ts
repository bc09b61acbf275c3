export type { Role } from "@worker/domain/roles";
import type { ApiResources } from "@worker/domain/api-records";
import type { Answer } from "./answers";

export type * from "@worker/domain/api-records";

/** The logged-in user (login, /user/me). */
export type User = Answer<"GET /user/me">;

/** The 15 resources of the generic CRUD. */
export type ResourceName = keyof ApiResources;

/** A row of GET /api/{R} (list flags included). */
export type ListRow<R extends ResourceName> = ApiResources[R]["list"];
/** GET /api/{R}/{id}: the row with its relations. */
export type RecordRead<R extends ResourceName> = ApiResources[R]["read"];
/** What a POST / PUT on /api/{R} answers: the stored row. */
export type SavedRow<R extends ResourceName> = ApiResources[R]["row"];

/** What every record has; generic screens (tables, dialogs) need no more. */
export interface ApiRecord {
  id: number;
}

export { canDelete, canMoveMoney } from "@worker/domain/roles";
