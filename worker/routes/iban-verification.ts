import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { confirmerIbanClient, historiqueIbans } from "../services/iban-verification/client";
import {
  confirmerIbansImport,
  ibansImport,
  prevenirProprietairesImport,
} from "../services/iban-verification/import";
import { confirmerSequestre } from "../services/iban-verification/sequestre";
import { readJson } from "../lib/validate";
import { TITULAIRE_FOURNISSEUR } from "../services/iban-verification/titulaire";
import { operation } from "./operation";
import { corpsFacultatif, parseId } from "./params";

/**
 * No IBAN changed behind anyone's back (issue 59, ADR 068): an owner's IBAN history and the confirmations of a
 * pending IBAN by a second person; roles from the contract (worker/domain/contract/iban-verification.ts).
 */
export function ibanVerificationRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Client/:id/ibans", async (c) =>
    c.json(await historiqueIbans(c.var.ports, parseId(c.req.param("id")))),
  );
  // The body is optional: `{ iban }`, the IBAN read on the screen.
  operation(app, "POST /Client/:id/iban/confirmer", async (c) =>
    c.json(
      await confirmerIbanClient(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await corpsFacultatif(c),
      ),
    ),
  );
  // An import's IBANs (ADR 116): the list read, confirmed at once by a second person, or the owners told (delay mode).
  operation(app, "GET /Import/:id/ibans", async (c) =>
    c.json(await ibansImport(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Import/:id/ibans/confirmer", async (c) =>
    c.json(
      await confirmerIbansImport(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await readJson(c.req),
      ),
    ),
  );
  operation(app, "POST /Import/:id/ibans/delai", async (c) =>
    c.json(await prevenirProprietairesImport(c.var.ports, parseId(c.req.param("id")))),
  );
  // A supplier's (issue 76, ADR 119): the same service on its own tables.
  operation(app, "GET /Fournisseur/:id/ibans", async (c) =>
    c.json(await historiqueIbans(c.var.ports, parseId(c.req.param("id")), TITULAIRE_FOURNISSEUR)),
  );
  operation(app, "POST /Fournisseur/:id/iban/confirmer", async (c) =>
    c.json(
      await confirmerIbanClient(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await corpsFacultatif(c),
        TITULAIRE_FOURNISSEUR,
      ),
    ),
  );
  operation(app, "POST /agence/iban/confirmer", async (c) =>
    c.json(await confirmerSequestre(c.var.ports, c.var.user.email, await corpsFacultatif(c))),
  );
}
