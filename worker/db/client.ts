import { drizzle } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema";
import type { Db } from "../ports";

export function createDb(client: Client): Db {
  return drizzle(client, { schema });
}
