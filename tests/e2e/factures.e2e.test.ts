import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Invoices on screen (ADR 028): an instalment marked paid in a mission with a client issues its invoice; the client's
// "Factures" tab lists it, downloads its Factur-X PDF, and cancels it by a credit note with its reason, at 1440 and
// 390 px.
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

describe.each(SIZES_BUREAU_SEUL)("factures à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("la facture de l'acompte payé se télécharge depuis l'onglet Factures du client, puis un avoir l'annule", async () => {
    const post = (path: string, body: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const client = await post("Client", { ...valid.Client(), nom: `Facturé-${size.label}` });
    const mission = await post("Mission", valid.Mission());
    await apiOk(server, token, "PUT", `/api/Mission/${mission.id}/client/add/${client.id}`);
    const acompte = await post("Accompte", { ...valid.Accompte(), MissionId: mission.id });
    await apiOk(server, token, "PUT", `/api/Accompte/${acompte.id}`, {
      regle: true,
      datePaiement: "2026-11-02",
    });
    const [facture] = (await apiOk(server, token, "GET", `/api/Facture?ClientId=${client.id}`))
      .data;
    expect(facture.numero).toMatch(/^F\d{4}-\d{5}$/);

    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${client.id}?tab=factures`);
    await visible(page.getByText(facture.numero, { exact: true }).first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "factures");
    const pdf = await download(page, () =>
      page.getByRole("button", { name: `Télécharger ${facture.numero}` }).click(),
    );
    expect(pdf.name).toBe(`facture-${facture.numero}.pdf`);
    expect(pdfText(pdf.bytes)).toContain(facture.numero);

    // A credit note, its reason required.
    await page.getByRole("button", { name: "Émettre un avoir" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Émettre l'avoir" }).click();
    await visible(dialog.getByText("Ce champ est obligatoire."));
    await dialog.getByLabel(/Motif/).fill("Acompte saisi en double");
    await dialog.getByRole("button", { name: "Émettre l'avoir" }).click();
    await visible(page.getByText(/^Avoir [AF]\d{4}-\d{5} émis\.$/).first());
    await hidden(dialog);
    await visible(page.getByText(`Avoir de ${facture.numero}`).first());
    await visible(page.getByText(/Annulée par/).first());
    await hidden(page.getByRole("button", { name: "Émettre un avoir" }));
    await screenshot(page, "avoir");
  });
});
