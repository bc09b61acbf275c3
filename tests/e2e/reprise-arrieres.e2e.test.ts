import { expect, it } from "vitest";
import { useAdminServer } from "./support/admin-server";
import { apiOk } from "./support/api";
import { violations } from "./support/axe";
import { DESKTOP, PHONE, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { classeur } from "../support/imports";
import { DATE_REPRISE_ARRIERES, PORTEFEUILLE_ARRIERES } from "../support/arrieres-repris";

// Issue 74 item 5 (ADR 114) at 1440 and 390 px: a tenant imported owing 1 234,56 € from before the cut-over is on
// the dashboard's arrears, and « Relancer maintenant » previews a letter that names the debt.

const e2e = useAdminServer();
const browser = useBrowser({ viewport: DESKTOP });

it("the dashboard and the reminder's preview count the arrears taken over, at 1440 and 390 px", async () => {
  const { server, token } = e2e;
  const f = await classeur("reprise.xlsx", PORTEFEUILLE_ARRIERES);
  const form = new FormData();
  form.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  form.append("dateReprise", DATE_REPRISE_ARRIERES);
  const res = await fetch(`${server.url}/api/imports`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const { data } = await apiOk<{ data: { id: number; reference: string | null }[] }>(
    server,
    token,
    "GET",
    "/api/Dossier",
  );
  const b1 = data.find((d) => d.reference === "B1")!.id;
  // What the dashboard owes in all: the 1 234,56 € taken over and the November terms the import called (ADR 112).
  const tableau = await apiOk<{ impayes: Record<string, number> }>(
    server,
    token,
    "GET",
    "/api/dashboard",
  );
  const du = Object.values(tableau.impayes).reduce((s, v) => s + v, 0);
  expect(du).toBeGreaterThanOrEqual(1234.56);
  const montantDu = new RegExp(
    `^${new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(du).replace(/\s/g, "\\s")}$`,
  );

  const { page } = browser();
  await signInAdmin(page, server);
  for (const [size, n] of [
    [DESKTOP, "bureau"],
    [PHONE, "telephone"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/`);
    await visible(page.getByText("de reste dû sur les échéances échues et les arriérés repris"));
    await visible(page.getByText(montantDu).first());
    await screenshot(page, `tableau-${n}`);

    await page.goto(`${server.url}/dossiers/${b1}?tab=compte`);
    await page.getByRole("button", { name: "Relancer maintenant" }).click();
    const dialog = page.getByRole("dialog", { name: "Relancer maintenant" });
    await visible(dialog.getByText(/Arriéré repris au 01\/11\/2026 : 1\s234,56\s€/));
    await visible(dialog.getByText(/l'arriéré repris au 01\/11\/2026/).first());
    await expect
      .poll(() => dialog.getByRole("button", { name: "Envoyer par e-mail" }).isEnabled())
      .toBe(true);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `relance-${n}`);
    await page.keyboard.press("Escape");
  }
});
