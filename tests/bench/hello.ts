// The reference point: a bare Hono hello-world on @hono/node-server, in its own process (PORT env).
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));

const port = Number(process.env.PORT ?? 8788);
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(`hello-world prêt sur ${port}`),
);
process.on("SIGTERM", () => process.exit(0));
process.on("SIGINT", () => process.exit(0));
