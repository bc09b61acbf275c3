// The reference for a record read: bare Hono on @hono/node-server answering `GET /api/Appartement/:id` with the
// body of one real apartment read (BODY_FILE, taken from the API server at the bench's start) for every id, in its
// own process (PORT env). What the API's read is compared with: same paths, same bytes, no auth, no database.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const body = readFileSync(process.env.BODY_FILE ?? "", "utf8");
const app = new Hono();
app.get("/api/Appartement/:id{[0-9]+}", (c) =>
  c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" }),
);

const port = Number(process.env.PORT ?? 8789);
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(`référence prête sur ${port}`),
);
process.on("SIGTERM", () => process.exit(0));
process.on("SIGINT", () => process.exit(0));
