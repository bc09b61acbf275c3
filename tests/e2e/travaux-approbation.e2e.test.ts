import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { formDevis } from "../support/devis";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, useBrowser, visible } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 76, item 3: a quote above the mandate's ceiling waits for the owner; the owner, invited to their space,
// reads it under « Travaux » (the company, the amounts, never its IBAN) and accepts it after a confirmation, at
// 1440 px and on a phone; staff then read the order as ordered.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** An owner's lot under a 500 € ceiling, an order whose 1 000 € HT quote is chosen; the owner invited. */
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
  const i = await post("interventions", {
    AppartementId: a.id,
    metier: "plomberie",
    objet: "Remplacement du chauffe-eau",
    description: "Le ballon de 200 L fuit par le bas.",
  });
  const res = await fetch(`${server.url}/api/Intervention/${i.id}/devis`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: formDevis(f.id, { montantHT: "1000" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number }[] };
  await post(`Intervention/${i.id}/devis/${data[0]?.id}/choisir`);
  await post(`Client/${c.id}/acces`);
  return { email, intervention: i.id as number };
}

describe.each(SIZES)("travaux à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const telephone = size.width < 768;

  it("le propriétaire accepte le devis au-dessus du plafond dans son espace", async () => {
    const s = await seed(size.label);
    const { page } = browser();
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
    const staff = await apiOk(server, token, "GET", `/api/Intervention/${s.intervention}`);
    expect(staff.etat).toBe("commandee");
  });
});
