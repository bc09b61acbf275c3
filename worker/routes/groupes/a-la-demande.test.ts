import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../lib/env";
import { groupesALaDemande } from "./a-la-demande";
import { tableDes } from "./enregistrement";
import type { Groupes } from "./liste";

// A group with what the real ones have: a middleware on a path, a guard before its handler, two routes sharing a path
// (the first passes to the second), a segment's pattern, and a handler that throws.
const groupes: Groupes = [
  [
    "premier",
    (app) => {
      app.use("/a/*", async (c, next) => {
        await next();
        c.header("X-Vu", "oui");
      });
      app.on("GET", "/a/:id{[0-9]+}", (c, next) =>
        c.req.header("X-Role") === "admin" ? next() : c.json({ erreur: "interdit" }, 403),
      );
      app.on("GET", "/a/:id{[0-9]+}", (c) => c.json({ id: c.req.param("id") }));
    },
  ],
  [
    "second",
    (app) => {
      app.on("PUT", "/b", async (c, next) =>
        c.req.header("X-Passe") ? next() : c.text("premier"),
      );
      app.on("PUT", "/b", (c) => c.text("second"));
      app.on("POST", "/c", () => {
        throw new Error("refusé");
      });
    },
  ],
];

function appDe(enregistrer: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  enregistrer(app);
  app.notFound((c) => c.json({ erreur: "introuvable" }, 404));
  app.onError((e, c) => c.json({ erreur: e.message }, 500));
  return app;
}

const requetes: [string, string, Record<string, string>?][] = [
  ["GET", "/a/12", { "X-Role": "admin" }],
  ["GET", "/a/12", {}],
  ["GET", "/a/douze", { "X-Role": "admin" }],
  ["HEAD", "/a/12", { "X-Role": "admin" }],
  ["PUT", "/b", {}],
  ["PUT", "/b", { "X-Passe": "1" }],
  ["POST", "/c", {}],
  ["GET", "/b", {}],
];

const reponse = async (app: Hono<AppEnv>, [method, path, headers]: (typeof requetes)[number]) => {
  const r = await app.request(path, { method, headers });
  return { status: r.status, vu: r.headers.get("X-Vu"), corps: await r.text() };
};

describe("route groups loaded on demand (ADR 149)", () => {
  it("answer every request as the same groups registered directly: status, headers, body", async () => {
    let charges = 0;
    const direct = appDe((app) => {
      for (const [, enregistrer] of groupes) enregistrer(app);
    });
    const aLaDemande = appDe((app) =>
      groupesALaDemande(app, async () => (charges++, groupes), tableDes(groupes)),
    );
    expect(charges).toBe(0);
    for (const requete of requetes)
      expect(await reponse(aLaDemande, requete), requete.join(" ")).toEqual(
        await reponse(direct, requete),
      );
    // One load for every group and request.
    expect(charges).toBe(1);
    // Two of the expected answers, so that the comparison can tell.
    expect(await reponse(aLaDemande, requetes[1] ?? ["GET", "/"])).toEqual({
      status: 403,
      vu: "oui",
      corps: '{"erreur":"interdit"}',
    });
    expect((await reponse(aLaDemande, ["PUT", "/b", { "X-Passe": "1" }])).corps).toBe("second");
  });

  it("load the groups on the first request, and again on the next one when that load failed", async () => {
    let essais = 0;
    const app = appDe((a) =>
      groupesALaDemande(
        a,
        async () => {
          essais++;
          if (essais === 1) throw new Error("chunk illisible");
          return groupes;
        },
        tableDes(groupes),
      ),
    );
    expect(essais).toBe(0);
    expect((await reponse(app, ["PUT", "/b", {}])).status).toBe(500);
    expect(await reponse(app, ["PUT", "/b", {}])).toMatchObject({ status: 200, corps: "premier" });
    expect(essais).toBe(2);
  });

  it("refuse a group whose routes differ from the build's table", async () => {
    const table = tableDes(groupes).map(([nom, entrees]) =>
      nom === "second" ? ([nom, entrees.slice(1)] as const) : ([nom, entrees] as const),
    );
    const app = appDe((a) => groupesALaDemande(a, async () => groupes, table));
    const r = await reponse(app, ["PUT", "/b", {}]);
    expect(r.status).toBe(500);
    expect(r.corps).toContain("diffèrent de la table du build");
    // The other group is unaffected.
    expect((await reponse(app, ["GET", "/a/3", { "X-Role": "admin" }])).status).toBe(200);
  });
});
