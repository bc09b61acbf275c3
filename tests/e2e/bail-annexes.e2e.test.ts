import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, loginUI, screenshot, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { remplirDiagnostics } from "./support/diagnostics";

// Issue 63 item 2 on screen: a lease whose lot has no diagnostics is refused, its reason shown on the Documents tab;
// once the diagnostics are valid it prints with its annexes listed. A lease renewed, and a renewal refused on a
// class-G dwelling accepted with the works owed said on the dossier (issue 73).
let server: E2EServer;
let token = "";
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const year = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);

async function seedLease(nom: string, lot: Record<string, unknown>, d: Record<string, unknown>) {
  const a = await post("Appartement", { ...valid.Appartement(), ...lot });
  const l = await post("Locataire", { ...valid.Locataire(), nom });
  const dossier = await post("Dossier", { ...valid.Dossier(a.id, l.id), ...d });
  return { a, id: dossier.id as number };
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("annexes et renouvellement du bail à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const login = (page: Page) =>
    loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });

  it("un bail refusé faute de diagnostics, puis imprimé avec ses annexes", async () => {
    const { a, id } = await seedLease(
      `Annexes-${size.label}`,
      { adresse: `${size.label} rue des Annexes` },
      {
        dateCreationBail: TODAY,
        dateDebutBail: TODAY,
        dateEntree: TODAY,
      },
    );
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${id}?tab=documents`);
    const bouton = page.getByRole("button", { name: "Contrat de location", exact: true });
    await bouton.click();
    const refus = page.locator("[data-refus-contrat]");
    await visible(refus.getByText("Contrat de location non imprimé"));
    await visible(refus.getByText(/Diagnostic de performance énergétique \(DPE\) : manquant/));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "bail-refuse");

    await remplirDiagnostics(server, token, a.id, TODAY);
    const pdf = await download(page, () => bouton.click());
    const texte = plain(pdfText(pdf.bytes));
    expect(texte).toContain(
      "Dossier de diagnostic technique (loi du 6 juillet 1989, article 3-3), comprenant :",
    );
    expect(texte).toMatch(
      /Diagnostic de performance énergétique \(DPE\) : réalisé le \d\d\/\d\d\/\d{4}, valable jusqu'au/,
    );
    await hidden(refus);
  });

  it("renouveler un bail : la nouvelle fin confirmée ; sur un logement classé G, renouvelé avec les travaux dus", async () => {
    const fin = `${year + 1}-06-30`;
    const { id } = await seedLease(
      `Renouvelé-${size.label}`,
      { adresse: `${size.label} rue du Renouveau` },
      {
        dateCreationBail: `${year - 2}-06-15`,
        dateDebutBail: `${year - 2}-07-01`,
        dateEntree: `${year - 2}-07-01`,
        dateFinBail: fin,
      },
    );
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${id}`);
    await page.getByRole("button", { name: "Renouveler le bail" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText(`30/06/${year + 4}`, { exact: true }));
    await dialog.getByRole("button", { name: "Renouveler le bail" }).click();
    await visible(toast(page, `Bail renouvelé jusqu'au 30/06/${year + 4}.`));
    await hidden(dialog);
    expect((await apiOk(server, token, "GET", `/api/Dossier/${id}`)).dateFinBail).toBe(
      `${year + 4}-06-30`,
    );

    const g = await seedLease(
      `Classé-G-${size.label}`,
      { adresse: `${size.label} rue de la Passoire`, classeEnergie: "G" },
      {
        dateCreationBail: "2024-03-15",
        dateDebutBail: "2024-04-01",
        dateEntree: "2024-04-01",
        dateFinBail: `${year + 1}-03-31`,
      },
    );
    await page.goto(`${server.url}/dossiers/${g.id}`);
    await page.getByRole("button", { name: "Renouveler le bail" }).click();
    await dialog.getByRole("button", { name: "Renouveler le bail" }).click();
    // Issue 73: the floor never refuses a renewal; the dossier says the works owed.
    await visible(toast(page, `Bail renouvelé jusqu'au 31/03/${year + 4}.`));
    await visible(
      page
        .getByTestId("mention-decence")
        .getByText(/Logement non décent depuis le 1er janvier 2025/),
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "renouvellement-non-decent");
  });
});
