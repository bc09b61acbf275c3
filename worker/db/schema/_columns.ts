import { integer, text } from "drizzle-orm/sqlite-core";

// Shared column helpers: money is stored as integer cents, booleans as 0/1, dates as YYYY-MM-DD text.
export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const cents = (name: string) => integer(name);
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const date = (name: string) => text(name);
export const timestamps = {
  createdAt: text("createdAt").notNull().$defaultFn(() => new Date().toISOString()),
  updatedAt: text("updatedAt").notNull().$defaultFn(() => new Date().toISOString()),
};
