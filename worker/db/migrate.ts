import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import type { Db } from "../ports";

// Node-only: reads the SQL files drizzle-kit generated. The edge applies them with `npm run db:migrate`.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../migrations", import.meta.url));

export async function applyMigrations(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
