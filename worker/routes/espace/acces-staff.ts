import type { Context, Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import type { Espace } from "../../domain/espace/espaces";
import { inviterEspace, lireAcces, revoquerEspace } from "../../services/espace/acces";
import { confirmerAdresse } from "../../services/espace/confirmation";
import { readJson } from "../../lib/validate";
import { operation } from "../operation";
import { parseId } from "../params";

// Issue 62. Staff's side of the spaces' access: invite, read the state, revoke (Client and Locataire screens).
// Any staff role may (the contract's `staff`): the record's own screen shows the card.

const id = (c: Context<AppEnv>) => parseId(c.req.param("id"));

function pour(
  app: Hono<AppEnv>,
  ressource: "Client" | "Locataire" | "Fournisseur",
  espace: Espace,
) {
  operation(app, `GET /${ressource}/:id/acces`, async (c) =>
    c.json({ acces: await lireAcces(c.var.ports, espace, id(c)) }),
  );
  operation(app, `POST /${ressource}/:id/acces`, async (c) =>
    c.json({ acces: await inviterEspace(c.var.ports, espace, id(c), c.var.user.email) }, 201),
  );
  // A supplier's access is not suspended by its record's address (no re-pointing: staff revoke and invite).
  if (ressource !== "Fournisseur")
    operation(app, `POST /${ressource}/:id/acces/confirmerAdresse`, async (c) => {
      const par = { email: c.var.user.email, admin: c.var.user.role === "admin" };
      const acces = await confirmerAdresse(c.var.ports, espace, id(c), par, await readJson(c.req));
      return c.json({ acces });
    });
  operation(app, `DELETE /${ressource}/:id/acces`, async (c) =>
    c.json({ acces: await revoquerEspace(c.var.ports, espace, id(c), c.var.user.email) }),
  );
}

export function accesStaffRoutes(app: Hono<AppEnv>) {
  pour(app, "Client", "proprietaire");
  pour(app, "Locataire", "locataire");
  pour(app, "Fournisseur", "fournisseur");
}
