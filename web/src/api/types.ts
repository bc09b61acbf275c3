export type { Role } from "@worker/domain/roles";
import type { ApiResources, LignesCompactes } from "@worker/domain/api-records";
import type { Answer } from "./answers";

export type * from "@worker/domain/api-records";

/** The logged-in user (login, /user/me). */
export type User = Answer<"GET /user/me">;

/** The 15 resources of the generic CRUD. */
export type ResourceName = keyof ApiResources;

/** A row of GET /api/{R} (list flags included). */
export type ListRow<R extends ResourceName> = ApiResources[R]["list"];
/**
 * A row of the whole list as the web asks for it (listQuery): compact where the resource has that form
 * (`?forme=compacte`, ADR 154: a nullable field may be missing, read as null), else the list's row.
 */
export type LigneListeEntiere<R extends ResourceName> = ListRow<R> | Compactes[R];
/** Each resource's compact row, `never` where it has none (the union above is then the list's row). */
type Compactes = {
  [R in ResourceName]: R extends keyof LignesCompactes ? LignesCompactes[R] : never;
};
/** GET /api/{R}/{id}: the row with its relations. */
export type RecordRead<R extends ResourceName> = ApiResources[R]["read"];
/** What a POST / PUT on /api/{R} answers: the stored row. */
export type SavedRow<R extends ResourceName> = ApiResources[R]["row"];

/** What every record has; generic screens (tables, dialogs) need no more. */
export interface ApiRecord {
  id: number;
}

export { canDelete, canMoveMoney } from "@worker/domain/roles";
