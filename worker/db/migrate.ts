import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

// Node-only: reads the SQL files drizzle-kit generated. The edge applies them with `npm run db:migrate`.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../migrations", import.meta.url));

export async function applyMigrations(db: Database) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
