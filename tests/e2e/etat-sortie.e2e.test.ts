import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { download } from "./support/files";
import { apartment, lease, plain, tenant } from "./support/lists";

// Issue 23, part 6 (décret n° 2016-382, art. 3): an exit inventory started from the entry's copy, one room renamed
// and changed, the meters read, the tenant's new address, and the exit PDF showing that room's difference under it.
const e2e = useAdminServer();
const SAVED = "Vos modifications ont été prises en compte.";
const ROOMS = ["Entrée", "Séjour", "Cuisine", "Salle de bains", "W.C.", "Chambre"];
const room = (nom: string) => ({
  piece: null,
  nom,
  Mur: `Peinture ${nom}`,
  Sol: `Sol ${nom} neuf`,
  Plafond: "Bon état",
});

/** pdftotext -layout: each table row on its line, white space made one space. */
function layoutText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "e2e-edl-"));
  try {
    writeFileSync(join(dir, "d.pdf"), bytes);
    return plain(
      execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", join(dir, "d.pdf"), "-"], {
        encoding: "utf8",
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`état des lieux de sortie (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("part de l'entrée, une pièce renommée et changée, le PDF de sortie montre l'écart sous sa pièce", async () => {
      const tag = size === "bureau" ? "B" : "T";
      const call = (method: string, path: string, body?: unknown) =>
        apiOk(e2e.server, e2e.token, method, path, body);
      const a = await call("POST", "/api/Appartement", apartment(`${tag} 23`, { ville: "Paris" }));
      const l = await call("POST", "/api/Locataire", tenant(`Sortant-${tag}`));
      const d = await call("POST", "/api/Dossier", lease(a.id, l.id));
      const entry = (
        await call("PUT", `/api/Dossier/${d.id}/etatIn/set`, {
          lieu: "Paris",
          date: "2024-01-02",
          clef: "3 clés",
          eauFroide: "OK",
          eauChaude: "OK",
          chauffage: "Radiateurs",
          antenne: "Collective",
          amenagement: "Cuisine équipée",
          pieces: ROOMS.map(room),
          compteurs: [
            { type: "électricité", numero: "PDL 0912", releve: 12034 },
            { type: "eau froide", numero: "EF 55", releve: 104 },
          ],
          cles: [{ type: "Porte d'entrée", nombre: 3 }],
        })
      ).EtatEntrant;

      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/dossiers/${d.id}`);
      await page.getByRole("tab", { name: "États des lieux" }).click();
      await page.getByRole("radio", { name: "Sortie" }).click();
      await page.getByRole("button", { name: "Saisir l'état des lieux de sortie" }).click();

      // The form starts from the entry: its six rooms, its meters and keys.
      const rooms = page.getByRole("textbox", { name: "Nom de la pièce" });
      await visible(rooms.first());
      expect(
        await rooms.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      ).toEqual(ROOMS);
      expect(await page.locator("#f-pieces-3-Sol").inputValue()).toBe("Sol Salle de bains neuf");
      expect(await page.locator("#f-compteurs-0-numero").inputValue()).toBe("PDL 0912");
      expect(await page.locator("#f-compteurs-0-releve").inputValue()).toBe("12034");
      expect(await page.locator("#f-cles-0-type").inputValue()).toBe("Porte d'entrée");

      // Removing a room with content asks first; dismissed, the six rooms stay.
      await page.getByRole("button", { name: "Retirer la pièce « Chambre »" }).click();
      const confirm = page.getByRole("alertdialog");
      await visible(confirm.getByText("Retirer la pièce ?"));
      await confirm.getByRole("button", { name: "Annuler" }).click();
      expect(await rooms.count()).toBe(6);

      // Staff change the copy: the bathroom renamed with its floor, the readings, one key missing, the new address.
      await rooms.nth(3).fill("Salle d'eau");
      await page.locator("#f-pieces-3-Sol").fill("Carrelage fissuré");
      await page.locator("#f-compteurs-0-releve").fill("13 534,5");
      await page.locator("#f-compteurs-1-releve").fill("-2");
      await page.locator("#f-cles-0-nombre").fill("2");
      await page
        .getByRole("textbox", { name: "Nouvelle adresse du locataire" })
        .fill("12 rue des Lilas, 69003 Lyon");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(page.getByText("Le relevé du compteur ne peut pas être négatif."));
      await page.locator("#f-compteurs-1-releve").fill("140");
      await screenshot(page, "formulaire-sortie");
      // What the screen shows at this width: the meters and keys, then the renamed room.
      await page.locator("#f-compteurs").scrollIntoViewIfNeeded();
      await screenshot(page, "compteurs-cles", undefined, { fullPage: false });
      await rooms.nth(3).scrollIntoViewIfNeeded();
      await screenshot(page, "piece-renommee", undefined, { fullPage: false });
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, SAVED));

      const exit = (await call("GET", `/api/Dossier/${d.id}`)).EtatSortant;
      expect(exit.pieces.map((p: any) => p.id)).toEqual(entry.pieces.map((p: any) => p.id));
      expect(exit.pieces[3]).toMatchObject({ nom: "Salle d'eau", Sol: "Carrelage fissuré" });
      expect(exit).toMatchObject({
        nouvelleAdresse: "12 rue des Lilas, 69003 Lyon",
        compteurs: [
          { type: "électricité", numero: "PDL 0912", releve: 13534.5 },
          { type: "eau froide", numero: "EF 55", releve: 140 },
        ],
        cles: [{ type: "Porte d'entrée", nombre: 2 }],
      });
      await visible(page.getByRole("heading", { name: /État des lieux de sortie du/ }));
      await screenshot(page, "sortie-enregistree");

      // The exit PDF: the renamed room under its own heading, its floor's entry and exit states side by side.
      const pdf = await download(page, () =>
        page.locator('[data-etat="etatOut"]').getByRole("button", { name: "PDF" }).click(),
      );
      const text = layoutText(pdf.bytes);
      expect(text).toContain("Salle d'eau (à l'entrée : Salle de bains)");
      expect(text).toContain("Sols Sol Salle de bains neuf Carrelage fissuré Modifié");
      expect(text.match(/Modifié/g)).toHaveLength(1);
      for (const nom of ["Entrée", "Séjour", "Cuisine", "W.C.", "Chambre"])
        expect(text).toContain(`Sols Sol ${nom} neuf Sol ${nom} neuf`);
      expect(text).toContain("Électricité PDL 0912 12 034 kWh 13 534,5 kWh 1 500,5 kWh");
      expect(text).toContain("Nouvelle adresse du locataire 12 rue des Lilas, 69003 Lyon");
    });
  });
}
