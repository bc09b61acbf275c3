import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// A lease's letting fees on screen (issue 60, ADR 074): the lease's "Factures" tab lists the owners' invoice (the
// landlord's share) and the tenant's, each downloaded as its Factur-X PDF; the owner's "Factures" tab lists the
// owners' one, at 1440 px (its screens at 390 px: phone-routes).
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const widthOf = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("honoraires de location à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("l'onglet Factures du dossier liste la facture des propriétaires et celle du locataire, téléchargeables", async () => {
    const post = (path: string, body: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const a = await post("Appartement", valid.Appartement());
    const client = await post("Client", { ...valid.Client(), nom: `Bailleur-${size.label}` });
    await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
    const l = await post("Locataire", valid.Locataire());
    const { dossier } = await apiOk(
      server,
      token,
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      {
        ...valid.Dossier(a.id, l.id),
        fraisDossierTTC: 300,
        honorairesBailleurTTC: 420,
      },
    );
    const factures = (await apiOk(server, token, "GET", `/api/Facture?DossierId=${dossier.id}`))
      .data;
    expect(factures).toHaveLength(2);
    const [bailleur, locataire] = factures;

    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${dossier.id}?tab=factures`);
    await visible(page.getByText(bailleur.numero, { exact: true }).first());
    await visible(page.getByText(locataire.numero, { exact: true }).first());
    await visible(page.getByText(/Honoraires de location \(part du bailleur\)/).first());
    await visible(page.getByText(/Honoraires de location \(part du locataire\)/).first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "dossier-factures");
    const pdf = await download(page, () =>
      page.getByRole("button", { name: `Télécharger ${locataire.numero}` }).click(),
    );
    expect(pdf.name).toBe(`facture-${locataire.numero}.pdf`);
    const texte = pdfText(pdf.bytes);
    expect(texte).toContain("Honoraires de location (part du locataire)");
    expect(texte).toContain("300,00");

    // The owner's own tab lists the owners' invoice.
    await page.goto(`${server.url}/client/${client.id}?tab=factures`);
    await visible(page.getByText(bailleur.numero, { exact: true }).first());
  });
});
