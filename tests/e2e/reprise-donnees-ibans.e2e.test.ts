import { afterAll, beforeAll, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import {
  DESKTOP,
  PHONE,
  screenshot,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { apiLogin, apiOk, seedUser } from "./support/api";
import { startServer, type E2EServer } from "./support/server";

// Issue 74, item 7 (ADR 116), as an agency sees it: an import's IBANs under Paramètres > Reprise de données, the
// importer alone told that nobody else can confirm them and offered the delay mode; then a comptable confirms them
// all at once from an owner's screen, the list of owners and last four characters read again behind a tick.
// At 1440 and 390 px.

let server: E2EServer;
let importId: number;
let proprietaire: number;
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const fichier = await writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom", "Email", "IBAN"],
        [
          "P-IB-1",
          "Madame",
          "Ibanval",
          "Odile",
          "odile@exemple.fr",
          "FR76 3000 6000 0112 3456 7890 189",
        ],
        ["P-IB-2", "M.", "Ibanoux", "Marc", "marc@exemple.fr", "FR14 2004 1010 0505 0001 3M02 606"],
      ],
    },
  ]).toBuffer();
  const form = new FormData();
  form.append("fichier", new Blob([new Uint8Array(fichier)]), "ibans.xlsx");
  form.append("dateReprise", "01/11/2026");
  const res = await fetch(`${server.url}/api/imports`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  importId = ((await res.json()) as { import: { id: number } }).import.id;
  const { data } = await apiOk<{ data: { id: number; reference: string | null }[] }>(
    server,
    token,
    "GET",
    "/api/Client",
  );
  proprietaire = data.find((c) => c.reference === "P-IB-1")!.id;
});
afterAll(() => server?.stop());

const desktop = useBrowser({ viewport: DESKTOP });
const phone = useBrowser({ viewport: PHONE });

it("the only admin sees the import's IBANs, is told nobody else can confirm them, and is offered the delay mode", async () => {
  for (const [ecran, b] of [
    ["1440", desktop],
    ["390", phone],
  ] as const) {
    const { page } = b();
    await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
    const carte = page.getByRole("region", { name: `IBAN de l'import n° ${importId}` });
    await visible(carte.getByText(`IBAN importés (import n° ${importId})`));
    await visible(carte.getByText("•••• 0189"));
    await visible(carte.getByText(/Vous êtes le seul administrateur ou comptable de l'agence/));
    await visible(carte.getByRole("link", { name: "Choisir le mode délai (Paramètres > Agence)" }));
    await visible(carte.getByText(/Vous avez importé ces IBAN/));
    await carte.scrollIntoViewIfNeeded();
    await screenshot(page, `seul-admin-${ecran}`);
  }
});

it("a comptable confirms all of the import's IBANs at once from an owner's screen, behind an explicit tick", async () => {
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const compta = await seedUser(server, token, "compta-ibans@agence.test", "comptable");
  const { page } = phone();
  await signIn(page, server, compta.email, compta.password, `${server.url}/client/${proprietaire}`);
  const statut = page.getByTestId("iban-statut");
  await visible(statut.getByText(/IBAN importé le .* par .* \(import n° \d+\)/));
  await statut.getByRole("button", { name: "Confirmer les 2 IBAN" }).click();
  const dialogue = page.getByRole("alertdialog");
  await visible(dialogue.getByText("•••• 2606"));
  const confirmer = dialogue.getByRole("button", { name: "Confirmer les IBAN" });
  expect(await confirmer.isDisabled()).toBe(true);
  await dialogue
    .getByLabel("J'ai vérifié chacun de ces 2 IBAN auprès de son propriétaire.")
    .check();
  await screenshot(page, "confirmation-390");
  await confirmer.click();
  await visible(toast(page, "2 IBAN confirmés : ils seront payés aux prochains reversements."));
  await visible(statut.getByText("Vérifié"));
  await screenshot(page, "confirme-390");
});
