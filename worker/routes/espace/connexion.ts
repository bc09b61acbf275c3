import type { Context, Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { notFound, tooMany } from "../../lib/errors";
import { parseWith, readJson } from "../../lib/validate";
import { appareilDe } from "../../domain/sessions/appareil";
import { MSG_LIEN_INVALIDE } from "../../domain/espace/regles";
import {
  demandeCodeSchema,
  loginCodeSchema,
  loginEspaceSchema,
  motDePasseEspaceSchema,
} from "../../domain/espace/schemas";
import { hit } from "../../services/rate-limit";
import { accepterInvitation, lireInvitation } from "../../services/espace/invitation";
import {
  connexionEspace,
  connexionParCode,
  envoyerCodeEspace,
} from "../../services/espace/connexion";
import { espacesDuCompte, ouvrirSessionEspace } from "../../services/espace/session";
import { operation } from "../operation";
import { segment } from "../params";
import { portsOfWriter } from "../../auth/writer-ports";
import { auteurEspace } from "../../domain/espace/auteur";

// Issue 62. The spaces' sign-in (public): the invitation's page and button, password, e-mailed code.

// Only wrong links count against an address (as the tenant's e-mailed link, routes/quitance-public.ts): guessing
// 256 random bits is hopeless anyway, the limit keeps the database out of a flood.
const MAX_LIENS_FAUX = 30;
const WINDOW = 15 * 60;

async function lienInvalide(c: Context<AppEnv>): Promise<never> {
  if ((await hit(c.var.ports, `invitation-espace:${c.var.ip}`, WINDOW)) > MAX_LIENS_FAUX)
    throw tooMany();
  throw notFound(MSG_LIEN_INVALIDE);
}

const appareil = (c: Context<AppEnv>, remember: boolean) => ({
  ip: c.var.ip,
  appareil: appareilDe(c.req.header("User-Agent")),
  remember,
});

export function connexionRoutes(app: Hono<AppEnv>) {
  // What the page shows before its button: changes nothing (a mail scanner following the link spends nothing).
  operation(app, "GET /espace/invitation/:jeton", async (c) => {
    const invitation = await lireInvitation(c.var.ports, segment(c, "jeton"));
    return invitation ? c.json(invitation) : lienInvalide(c);
  });
  operation(app, "POST /espace/invitation/:jeton", async (c) => {
    const { ports } = c.var;
    const { password } = parseWith(motDePasseEspaceSchema, await readJson(c.req));
    const acces = await accepterInvitation(ports, segment(c, "jeton"), password);
    if (!acces) return lienInvalide(c);
    // The space just accepted first; the person's other active spaces are listed to switch to.
    const token = await ouvrirSessionEspace(
      portsOfWriter(ports, auteurEspace(acces.email, acces.espace)),
      acces,
      // OuvertureEspace names the address `adresse` (the sign-in's Appareil says `ip`): « Mes sessions » shows it.
      { remember: false, appareil: appareilDe(c.req.header("User-Agent")), adresse: c.var.ip },
    );
    const espaces = await espacesDuCompte(ports, acces.CompteEspaceId);
    return c.json({
      token,
      espace: acces.espace,
      espaces: espaces.map(({ AccesEspaceId, espace, nom }) => ({ AccesEspaceId, espace, nom })),
    });
  });
  operation(app, "POST /espace/login", async (c) => {
    const { email, password, remember } = parseWith(loginEspaceSchema, await readJson(c.req));
    return c.json(await connexionEspace(c.var.ports, email, password, appareil(c, remember)));
  });
  // The same answer whether the address has a space or not.
  operation(app, "POST /espace/code", async (c) => {
    const { email } = parseWith(demandeCodeSchema, await readJson(c.req));
    await envoyerCodeEspace(c.var.ports, c.var.ip, email);
    return c.json({ ok: true as const });
  });
  operation(app, "POST /espace/login/code", async (c) => {
    const { email, code, remember } = parseWith(loginCodeSchema, await readJson(c.req));
    return c.json(await connexionParCode(c.var.ports, email, code, appareil(c, remember)));
  });
}
