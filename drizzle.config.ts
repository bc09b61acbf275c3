import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "turso",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
  dbCredentials: {
    url: process.env.LIBSQL_URL ?? "file:.data/patrimoine.db",
    authToken: process.env.LIBSQL_AUTH_TOKEN,
  },
});
