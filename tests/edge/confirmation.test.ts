import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { toutVerifier, sqlDe } from "./iban";
import { type Instance, signedInInstance } from "./instance";

// Issue 59, items 2 and 7 on the edge entry: the session's row rides with the request's first reads (its end, its
// confirmation), on the isolate's guessed path too. A money move is refused (403 confirmation_requise) until the
// session confirms, then done; an ended session is a 401 on its next request; a new device is e-mailed.

let edge: Instance;
beforeAll(async () => {
  // the first start (bootstrap), once
  edge = await signedInInstance();
});

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";

async function signIn(i: Instance, ua: string, ip = "198.51.100.20") {
  const res = await i.send(
    "POST",
    "/api/user/login",
    JSON.stringify({ credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }),
    { "Content-Type": "application/json", "User-Agent": ua, "CF-Connecting-IP": ip },
    false,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as any).user.token as string;
}
const as = (i: Instance, token: string, method: string, path: string, body?: unknown) =>
  i.send(
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    {
      Authorization: `Token ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    false,
  );
async function refusee(res: Response) {
  expect(res.status).toBe(403);
  expect(((await res.json()) as any).error).toEqual({
    code: "confirmation_requise",
    message: "Confirmez votre identité pour continuer.",
  });
}

describe("the confirmation before money moves", () => {
  it("refuses an owner's IBAN and a backup until the session confirms, on a user the isolate already knows", async () => {
    const token = await signIn(edge, CHROME);
    // The isolate learns the user: the next requests start from its guess, the session's row checked in their trip.
    expect((await as(edge, token, "GET", "/api/user/me")).status).toBe(200);
    const client = await as(edge, token, "POST", "/api/Client", valid.Client());
    expect(client.status).toBe(201);
    const { id } = (await client.json()) as { id: number };
    await refusee(
      await as(edge, token, "PUT", `/api/Client/${id}`, { iban: "DE89370400440532013000" }),
    );
    await refusee(await as(edge, token, "GET", "/api/sauvegarde"));
    const read = (await (await as(edge, token, "GET", `/api/Client/${id}`)).json()) as any;
    expect(read.iban ?? null).toBeNull();

    const faux = await as(edge, token, "POST", "/api/user/confirmer", { password: "faux" });
    expect(faux.status).toBe(400);
    expect(((await faux.json()) as any).error.fields.password).toBe("Mot de passe incorrect.");
    const ok = await as(edge, token, "POST", "/api/user/confirmer", {
      password: env.ADMIN_PASSWORD,
    });
    expect(ok.status).toBe(200);
    const put = await as(edge, token, "PUT", `/api/Client/${id}`, {
      iban: "DE89370400440532013000",
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as any).iban).toBe("DE89370400440532013000");
    const backup = await as(edge, token, "GET", "/api/sauvegarde");
    expect(backup.status).toBe(200);
    expect(backup.headers.get("Content-Type")).toBe("application/zip");
    await backup.arrayBuffer();
    // Another session of the same user is not confirmed by this one.
    const other = await signIn(edge, CHROME);
    await refusee(await as(edge, other, "GET", "/api/sauvegarde"));
  });

  it("a payout batch's validation, refused then done", async () => {
    const token = await signIn(edge, CHROME);
    await as(edge, token, "POST", "/api/user/confirmer", { password: env.ADMIN_PASSWORD });
    expect(
      (
        await as(edge, token, "PUT", "/api/agence", {
          iban: "FR7630006000011234567890189",
          bic: "AGRIFRPP",
        })
      ).status,
    ).toBe(200);
    // A date to come (issue 60: a past execution date is refused); the edge's clock is the host's.
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    // Someone payable (issue 74, item 7: nothing payable creates no batch): a rent credit straight in the ledger.
    const c = (await (
      await as(edge, token, "POST", "/api/Client", {
        ...valid.Client(),
        iban: "DE89370400440532013000",
      })
    ).json()) as any;
    await toutVerifier(edge);
    await sqlDe(
      edge,
      `INSERT INTO "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "credit", "auteur", "createdAt") VALUES (?, 'loyer', '2026-11-05', 'Loyer encaissé', 1000, 'test', '2026-11-05T08:00:00.000Z')`,
      [c.id],
    );
    const lot = await as(edge, token, "POST", "/api/reversements", { date });
    expect(lot.status).toBe(201);
    const { reversement } = (await lot.json()) as any;
    const fresh = await signIn(edge, CHROME);
    expect((await as(edge, fresh, "GET", "/api/user/me")).status).toBe(200);
    await refusee(await as(edge, fresh, "POST", `/api/Reversement/${reversement.id}/valider`));
    const still = (await (
      await as(edge, fresh, "GET", `/api/Reversement/${reversement.id}`)
    ).json()) as any;
    expect(still.statut).toBe("brouillon");
  });
});

describe("sessions", () => {
  it("lists the caller's sessions; « Déconnecter » ends one at once, though the isolate knew its user", async () => {
    const a = await signIn(edge, FIREFOX, "203.0.113.80");
    const b = await signIn(edge, CHROME, "203.0.113.81");
    for (const k of [a, b]) expect((await as(edge, k, "GET", "/api/user/me")).status).toBe(200);
    const list = ((await (await as(edge, a, "GET", "/api/user/sessions")).json()) as any).data;
    const mine = list.find((s: any) => s.courante);
    expect(mine).toMatchObject({ appareil: "Firefox sur macOS", adresse: "203.0.113.80" });
    const theirs = list.find((s: any) => s.adresse === "203.0.113.81");
    expect(theirs).toMatchObject({ appareil: "Chrome sur Windows", courante: false });
    expect((await as(edge, a, "DELETE", `/api/user/sessions/${theirs.id}`)).status).toBe(200);
    const refused = await as(edge, b, "GET", "/api/Client");
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as any).error.code).toBe("invalid_token");
    expect((await as(edge, b, "POST", "/api/Client", valid.Client())).status).toBe(401);
    expect((await as(edge, a, "GET", "/api/user/me")).status).toBe(200);
  });

  it("« Déconnexion » ends the session on the server: its token is a 401 after, though the isolate knew it", async () => {
    const token = await signIn(edge, FIREFOX, "203.0.113.82");
    const other = await signIn(edge, FIREFOX, "203.0.113.83");
    expect((await as(edge, token, "GET", "/api/user/me")).status).toBe(200);
    const out = await as(edge, token, "POST", "/api/user/logout");
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "Vous êtes déconnecté." });
    expect((await as(edge, token, "GET", "/api/user/me")).status).toBe(401);
    expect((await as(edge, other, "GET", "/api/user/me")).status).toBe(200);
    // The journal names the session each write came from (issue 59).
    const c = await as(edge, other, "POST", "/api/Client", valid.Client());
    const { id } = (await c.json()) as any;
    const journal = await as(edge, other, "GET", `/api/journal?resource=Client&id=${id}`);
    const [line] = ((await journal.json()) as any).data;
    const mine = (
      (await (await as(edge, other, "GET", "/api/user/sessions")).json()) as any
    ).data.find((s: any) => s.courante);
    expect(line.sessionId).toBe(mine.id);
  });

  it("an admin's « Déconnecter partout » ends every session of the account", async () => {
    const admin = await signIn(edge, CHROME);
    const email = `partout-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    const reg = await as(edge, admin, "POST", "/api/user/register", { email, role: "user" });
    const { temporaryPassword } = (await reg.json()) as any;
    const login = await edge.send(
      "POST",
      "/api/user/login",
      JSON.stringify({ credentials: { email, password: temporaryPassword } }),
      { "Content-Type": "application/json" },
      false,
    );
    const token = ((await login.json()) as any).user.token as string;
    expect((await as(edge, token, "GET", "/api/user/me")).status).toBe(200);
    const r = await as(edge, admin, "POST", `/api/user/${encodeURIComponent(email)}/deconnecter`);
    expect(r.status).toBe(200);
    expect((await as(edge, token, "GET", "/api/user/me")).status).toBe(401);
  });

  it("a sign-in from a new device is e-mailed to the user, not one from a known device", async () => {
    const token = await signIn(edge, CHROME);
    const outbox = async () =>
      (((await (await as(edge, token, "GET", "/api/Outbox")).json()) as any).data as any[]).filter(
        (m) => m.to === env.ADMIN_EMAIL && m.subject.startsWith("Nouvelle connexion"),
      );
    const before = (await outbox()).length;
    await signIn(edge, CHROME, "198.51.100.99");
    expect((await outbox()).length).toBe(before);
    await signIn(
      edge,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "198.51.100.98",
    );
    const after = await outbox();
    expect(after.length).toBe(before + 1);
  });
});
