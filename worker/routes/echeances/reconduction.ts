import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { lettreReconduction, reconduireMandat } from "../../services/mandats/reconduction";
import { contentDisposition } from "../files/download";
import { operation } from "../operation";
import { parseId } from "../params";

/** A management mandate's tacit renewal: the L215-1 letter and the renewal recorded (issue 73, ADR 105). */
export function mandatReconductionRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Mission/:id/lettreReconduction", async (c) => {
    const { bytes, nom } = await lettreReconduction(c.var.ports, parseId(c.req.param("id")));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Mission/:id/reconduction", async (c) =>
    c.json(await reconduireMandat(c.var.ports, parseId(c.req.param("id")))),
  );
}
