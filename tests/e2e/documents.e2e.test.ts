import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, apiOk } from "./support/api";
import { DESKTOP, PHONE, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { startServer, type E2EServer } from "./support/server";
import { nextDownload } from "./support/files";

// Issue 10, generated documents in the web: the one GenerateDocumentButton shows the work under way (spinner,
// disabled, "Génération…"), then the PDF comes down through the authenticated file path. Shown on the mission's
// Documents tab; the other screens use the same component.
let server: E2EServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** Holds the generation request until `release()`, so the progress state can be seen and captured. */
async function holdGeneration(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/Mission/*/ordreMission/generate", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [size, viewport] of [
  ["bureau", DESKTOP],
  ["telephone", PHONE],
] as const) {
  describe(`ordre de mission en PDF (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("montre la génération en cours puis télécharge le PDF", async () => {
      const mission = await apiOk(server, token, "POST", "/api/Mission", {
        type: "Gestion locative « sérénité »",
        nbAppart: 2,
        accompte1: 300,
        accompte2: 300,
        reliquat: 150.5,
        valeurMissionAppt: 375.25,
      });
      const { page } = browser();
      await signInAdmin(page, server, `${server.url}/missions/${mission.id}?tab=documents`);
      const release = await holdGeneration(page);
      const download = nextDownload(page);
      await (
        await visible(page.getByRole("button", { name: "Générer l'ordre de mission (PDF)" }))
      ).click();

      const busy = page.getByRole("button", { name: "Génération…" });
      await visible(busy);
      expect(await busy.isDisabled()).toBe(true);
      expect(await busy.getAttribute("aria-busy")).toBe("true");
      await screenshot(page, "generation-en-cours", undefined, { fullPage: false });
      release();

      const file = await download;
      expect(file.suggestedFilename()).toBe(`Ordre de mission ${mission.id}.pdf`);
      const bytes = await readDownload(await file.path());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      await visible(page.getByRole("button", { name: "Générer l'ordre de mission (PDF)" }));
      expect(
        await page.getByRole("button", { name: "Générer l'ordre de mission (PDF)" }).isEnabled(),
      ).toBe(true);
      await screenshot(page, "pdf-telecharge", undefined, { fullPage: false });
    });
  });
}

async function readDownload(path: string): Promise<Uint8Array> {
  const { readFile } = await import("node:fs/promises");
  return new Uint8Array(await readFile(path));
}
