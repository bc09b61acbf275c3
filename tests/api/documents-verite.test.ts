import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { AGENCE_TEST, hostileDossier } from "../support/document-fixtures";
import { expectSays, generate } from "../support/pdf";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectFieldError } from "../support/http";
import { diagnosticsDuBail } from "../support/diagnostics";

// Issue 39, item 1: a signed document is frozen. Once a lease is signed (dateCreationBail on or before today, or its
// signed copy uploaded), generating it again answers the version kept at signature, whatever changed since; every
// version is kept (date, SHA-256) and listed for staff (GET /api/documents/versions?sujet=).
// 19:00 in Paris: the session still runs at midnight, when the lease below gets signed.
const NOW = "2026-11-23T18:00:00Z";
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: NOW });
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());
afterEach(() => t.setNow(NOW));

const versions = async (sujet: string) => {
  const r = await t.call(
    "GET",
    `/api/documents/versions?sujet=${encodeURIComponent(sujet)}`,
    "user",
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { date: string; hash: string; generated: string; signe: boolean }[];
};
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** A lease of 800 € + 50 € on the 2nd quarter 2025, started 01/09/2025. */
async function bail(dateCreationBail: string) {
  const a = await insertAppartement(t, { classeEnergie: "D" });
  const l = await insertLocataire(t, {});
  return create(t, "Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail,
    dateDebutBail: "2025-09-01",
    dateEntree: "2025-09-01",
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
    indice: 146.68,
    indiceTrim: "2ème trimestre 2025",
  });
}

describe("a signed lease is frozen", () => {
  it("revised after signature, the lease downloads as it was signed; the versions list it once, signed", async () => {
    const d = await bail("2025-08-20");
    await diagnosticsDuBail(t, d.id);
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const first = await generate(t, path);
    expectSays(first.text, "800,00 €", "2ème trimestre 2025");
    // The 01/09/2026 revision: 800 € -> 809,22 € on 2025-T2 -> 2026-T2.
    const r = await t.call("POST", `/api/Dossier/${d.id}/reviser`, "user", { date: "2026-09-01" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.loyerHC).toBe(809.22);
    const again = await generate(t, path);
    expect(again.link).toBe(first.link);
    expect(sha(again.bytes)).toBe(sha(first.bytes));
    expect(again.text).not.toContain("809,22");
    expectSays(again.text, "800,00 €", "2ème trimestre 2025");
    const list = await versions(`Dossier/${d.id}/contratLocation`);
    expect(list).toEqual([
      { date: expect.any(String), hash: sha(first.bytes), generated: first.link, signe: true },
    ]);
  });

  it("before signature each generation is a new version; the first on the signature day is kept", async () => {
    const d = await bail("2026-11-24");
    await diagnosticsDuBail(t, d.id);
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const draft = await generate(t, path);
    expect(
      (
        await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
          ...d,
          loyerHC: 820,
          depotGarantie: 820,
        })
      ).status,
    ).toBe(200);
    const draft2 = await generate(t, path);
    expect(draft2.link).not.toBe(draft.link);
    expectSays(draft2.text, "820,00 €");
    t.setNow("2026-11-23T23:30:00Z"); // 24/11 in Paris: the signature day
    const signed = await generate(t, path);
    await t.call("PUT", `/api/Dossier/${d.id}`, "user", { ...d, loyerHC: 830, depotGarantie: 830 });
    const later = await generate(t, path);
    expect(later.link).toBe(signed.link);
    expect(later.text).not.toContain("830,00");
    const list = await versions(`Dossier/${d.id}/contratLocation`);
    expect(list.map((v) => [v.generated, v.signe])).toEqual([
      [signed.link, true],
      [draft2.link, false],
      [draft.link, false],
    ]);
    // Staff may open an earlier version: its object is kept.
    const old = await t.call("GET", draft.link, "user");
    expect(old.status).toBe(200);
    expect(list.every((v) => /^[0-9a-f]{64}$/.test(v.hash))).toBe(true);
  });

  it("parallel generations of a signed lease leave one signed version", async () => {
    const d = await bail("2025-08-20");
    await diagnosticsDuBail(t, d.id);
    const path = `/api/Dossier/${d.id}/contratLocation/generate`;
    const answers = await Promise.all([1, 2, 3].map(() => t.call("GET", path, "user")));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const list = await versions(`Dossier/${d.id}/contratLocation`);
    expect(list.filter((v) => v.signe)).toHaveLength(1);
    expect((await t.call("GET", path, "user")).body.generated).toBe(
      list.find((v) => v.signe)!.generated,
    );
  });

  it("a guarantor's deed signed ('Signé le') is frozen too", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      signatureCautionSolidaire: "2026-11-20",
    });
    const path = `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`;
    const first = await generate(t, path);
    expectSays(first.text, "Acte de cautionnement solidaire");
    await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", { cautionSolidaire: false });
    const again = await generate(t, path);
    expect(again.link).toBe(first.link);
    expectSays(again.text, "Acte de cautionnement solidaire");
  });

  it("a signed inventory is frozen until it is replaced: the new inventory is another document", async () => {
    const d = await bail("2025-08-20");
    const set = (lieu: string) =>
      t.call("PUT", `/api/Dossier/${d.id}/etatIn/set`, "user", {
        ...valid.EtatLieux(),
        lieu,
        date: "2025-09-01",
      });
    expect((await set("Salon Nord")).status).toBe(200);
    const path = `/api/Dossier/${d.id}/etatIn/generate`;
    const first = await generate(t, path);
    expectSays(first.text, "Salon Nord");
    expect((await generate(t, path)).link).toBe(first.link);
    expect((await set("Salon Sud")).status).toBe(200);
    const replaced = await generate(t, path);
    expect(replaced.link).not.toBe(first.link);
    expectSays(replaced.text, "Salon Sud");
    expect((await t.call("GET", first.link, "user")).status).toBe(404);
    expect(await versions(`Dossier/${d.id}/etatIn`)).toHaveLength(1);
  });

  it("the versions' subject is required", async () => {
    expectFieldError(await t.call("GET", "/api/documents/versions", "user"), "sujet");
    expect(await versions("Dossier/999999/contratLocation")).toEqual([]);
  });
});
