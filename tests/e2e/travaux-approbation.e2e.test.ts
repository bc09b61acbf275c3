import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { formDevis } from "../support/devis";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, useBrowser, visible, waitForPath } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 76, items 2 and 3: staff order a repair no tenant asked for on « Travaux » (« Nouvelle intervention »); a
// quote above the mandate's ceiling waits for the owner; the owner, invited to their space, reads it under
// « Travaux » (the company, the amounts, never its IBAN) and accepts it after a confirmation, at 1440 px and on a
// phone; staff then read the order as ordered.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** An owner's lot under a 500 € ceiling and a plumber; the order is typed by staff on the screen. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string) => apiOk(server, token, "PUT", `/api/${path}`);
  const email = `indivisaire-${label}@example.fr`;
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-${label}`, mailPerso: email });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${label} rue des Lilas`,
  });
  await put(`Appartement/${a.id}/owner/add/${c.id}`);
  const m = await post("Mission", { ...valid.Mission(), plafondTravauxTTC: 500 });
  await put(`Mission/${m.id}/appartement/add/${a.id}`);
  const f = await post("Fournisseur", {
    ...fournisseurValide({ siret: null, iban: null, bic: null }),
    raisonSociale: `Plomberie ${label}`,
  });
  return { email, client: c.id as number, fournisseur: f.id as number };
}

/** The order's 1 000 € HT quote joined and chosen; the owner invited. */
async function devisChoisi(s: Awaited<ReturnType<typeof seed>>, intervention: number) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const res = await fetch(`${server.url}/api/Intervention/${intervention}/devis`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: formDevis(s.fournisseur, { montantHT: "1000" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number }[] };
  await post(`Intervention/${intervention}/devis/${data[0]?.id}/choisir`);
  await post(`Client/${s.client}/acces`);
}

describe.each(SIZES)("travaux à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const telephone = size.width < 768;

  it("le propriétaire accepte le devis au-dessus du plafond dans son espace", async () => {
    const s = await seed(size.label);
    const { page, context } = browser();
    // Staff type the order themselves: no tenant asked for it.
    const staff = await context.newPage();
    await signInAdmin(staff, server, `${server.url}/interventions`);
    await staff.getByRole("button", { name: "Nouvelle intervention" }).click();
    const commande = staff.getByRole("dialog", { name: "Commander une intervention" });
    await commande.getByRole("button", { name: "Commander une intervention" }).click();
    // Sent empty: the server's words show at the lot's field, the dialog stays open.
    await visible(commande.locator("#intervention-lot-erreur"));
    await commande
      .getByLabel("Lot")
      .selectOption({ label: `${size.label} rue des Lilas 75011 Paris` });
    await commande.getByLabel("Objet").fill("Remplacement du chauffe-eau");
    await commande.getByLabel("Description").fill("Le ballon de 200 L fuit par le bas.");
    await commande.getByLabel("Fournisseur").selectOption({ label: `Plomberie ${size.label}` });
    await screenshot(staff, "commande");
    await commande.getByRole("button", { name: "Commander une intervention" }).click();
    await waitForPath(staff, /^\/interventions\/\d+$/);
    await visible(staff.getByRole("heading", { name: "Remplacement du chauffe-eau" }));
    const intervention = Number(new URL(staff.url()).pathname.split("/").pop());
    await staff.close();
    await devisChoisi(s, intervention);
    await page.goto(`${server.url}${await lienInvitation(server, token, s.email)}`);
    await activerEspace(page, "Tournesol-42");
    const menu = page.getByRole("navigation", {
      name: telephone ? "Pages de l'espace (bas)" : "Pages de l'espace",
      exact: true,
    });
    await menu.getByRole("link", { name: "Travaux", exact: true }).click();
    await visible(page.getByRole("heading", { name: "Travaux", level: 1 }));
    const carte = page.getByRole("list", { name: "Travaux" });
    await visible(carte.getByText("votre accord est demandé"));
    const texte = plain(await carte.innerText());
    expect(texte).toContain(`Plomberie ${size.label}`);
    expect(texte).toContain("1 200,00 €");
    expect(texte).not.toContain("FR14");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "a-decider");
    await page.getByRole("button", { name: "Accepter le devis" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText("Votre décision est définitive."));
    await screenshot(page, "confirmation");
    await dialogue.getByRole("button", { name: "Accepter", exact: true }).click();
    await visible(carte.getByText(/Vous avez accepté ce devis le/));
    await screenshot(page, "accepte");
    const lue = await apiOk(server, token, "GET", `/api/Intervention/${intervention}`);
    expect(lue.etat).toBe("commandee");
    // Staff read who accepted in the order's history: the owner's name, never the space's code « proprietaire:N ».
    const relue = await context.newPage();
    await signInAdmin(relue, server, `${server.url}/interventions/${intervention}`);
    const historique = relue.getByRole("region", { name: "Historique" });
    await visible(historique.getByText(`par Élise Bailleur-${size.label} (espace propriétaire)`));
    expect(await historique.innerText()).not.toContain("proprietaire:");
  });
});
