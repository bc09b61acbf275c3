import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 78 on screen at 1440 and 390 px: staff put a lease under the agency's GLI contract on the dossier's
// « Cautions » tab, and the lease's premiums reach the owner's account.
let server: E2EServer;
let token = "";
const seeds = new Map<string, { dossier: number; client: number }>();

async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-gli-${label}` });
  const a = await post("Appartement", valid.Appartement());
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Occupant-gli-${label}` });
  const d = await post("Dossier", valid.Dossier(a.id, l.id));
  return { dossier: d.id as number, client: c.id as number };
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  await apiOk(server, token, "POST", "/api/ContratGli", {
    assureur: "Assur Loyers",
    numeroContrat: "GLI-E2E",
    taux: 2.5,
  });
  for (const { label } of SIZES) seeds.set(label, await seed(label));
});
afterAll(async () => {
  await server?.stop();
});

describe.each(SIZES)("la garantie des loyers à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const s = () => seeds.get(size.label)!;

  it("place le bail sous la GLI, puis les primes arrivent au compte du propriétaire", async () => {
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${s().dossier}?tab=cautions`);
    await visible(page.getByText("Garantie des loyers"));
    await page.getByLabel("Type de garantie").selectOption("gli");
    await page
      .getByLabel("Contrat GLI")
      .selectOption({ label: "Assur Loyers · n° GLI-E2E · 2,5 % (loyer et charges)" });
    await page.getByRole("button", { name: "Enregistrer la garantie" }).click();
    await visible(page.getByText("Garantie du bail enregistrée."));
    await screenshot(page, `garantie-${size.label}`);
    const g = await apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/garantie`);
    expect(g.type).toBe("gli");
    await apiOk(server, token, "POST", `/api/Quitance/generate/${s().dossier}`, {
      date: "2026-09-05",
    });
    const compte = await apiOk(server, token, "GET", `/api/Client/${s().client}/compte`);
    expect(
      compte.ecritures.filter((e: { natureCharge?: string }) => e.natureCharge === "assurance_gli"),
    ).toHaveLength(1);
  });
});
