// Compile-time only (run by the typecheck of `npm test`): the stored fields of each API record type
// (worker/domain/api-records.ts, which the web reads records through) are exactly the table's columns, minus the
// ones that never leave the server (services/serialize.ts). A column added, renamed or dropped on one side only
// fails here. The same goes for the resource names of the API contract.
import type { InferSelectModel } from "drizzle-orm";
import type { ApiResources } from "../../worker/domain/api-records";
import type * as schema from "../../worker/db/schema";
import type { ResourceName as RoutedResource } from "../../worker/domain/contract";

type Hidden = "passwordHash" | "cle" | "tokenVersion" | "totpSecret" | "totpDernierPas";
type Columns<R extends keyof ApiResources> = Exclude<
  keyof InferSelectModel<(typeof schema)[R]>,
  Hidden
>;
type Fields<R extends keyof ApiResources> = keyof ApiResources[R]["row"];
/** never when both sides name the same fields, else the fields one side lacks. */
type Mismatch<R extends keyof ApiResources> = {
  onlyInTable: Exclude<Columns<R>, Fields<R>>;
  onlyInType: Exclude<Fields<R>, Columns<R>>;
};
type Same<R extends keyof ApiResources> = [Columns<R>] extends [Fields<R>]
  ? [Fields<R>] extends [Columns<R>]
    ? true
    : Mismatch<R>
  : Mismatch<R>;

type EveryResource = { [R in keyof ApiResources]: Same<R> };
export const storedFieldsMatchTheTables: EveryResource = {
  Client: true,
  Appartement: true,
  Locataire: true,
  Mission: true,
  Dossier: true,
  Variable: true,
  Quitance: true,
  Accompte: true,
  Intendance: true,
  Equipement: true,
  Image: true,
  Caution: true,
  EtatLieux: true,
  Fichier: true,
  User: true,
  ContratGli: true,
  Fournisseur: true,
};

// The web's route table (web/src/api/routes.ts) offers the generic CRUD for exactly the resources typed here.
type SameNames = [keyof ApiResources] extends [RoutedResource]
  ? [RoutedResource] extends [keyof ApiResources]
    ? true
    : false
  : false;
export const routesNameTheTypedResources: SameNames = true;
