import type { Page } from "playwright-core";
import { apiOk } from "./api";
import { visible, waitForPath } from "./browser";
import type { E2EServer } from "./server";

// The spaces' doors as a person finds them (issue 62): the mail staff's invitation queued (read back from staff's
// Outbox API, the server sends nothing out in these tests), and the invitation page that sets the password.

/** The body of the last mail queued to `to`, read through staff's Outbox with `token`. */
export async function courriel(server: E2EServer, token: string, to: string): Promise<string> {
  const { data } = await apiOk(server, token, "GET", "/api/Outbox");
  const ids = (data as { id: number; to: string }[]).filter((m) => m.to === to).map((m) => m.id);
  if (!ids.length) throw new Error(`Aucun courriel pour ${to}`);
  const mail = await apiOk(server, token, "GET", `/api/Outbox/${Math.max(...ids)}`);
  return mail.body as string;
}

/** The path of the invitation link of the last mail to `to` (/espace/invitation/<jeton>). */
export async function lienInvitation(server: E2EServer, token: string, to: string) {
  const lien = /https?:\/\/\S+\/espace\/invitation\/[A-Za-z0-9_-]+/.exec(
    await courriel(server, token, to),
  )?.[0];
  if (!lien) throw new Error(`Pas de lien d'invitation dans le courriel à ${to}`);
  return new URL(lien).pathname;
}

/**
 * On the invitation page already open: types the password twice, presses « Activer mon espace » (the one action of
 * the link) and waits for the space.
 */
export async function activerEspace(page: Page, password: string) {
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmation du mot de passe").fill(password);
  await page.getByRole("button", { name: "Activer mon espace" }).click();
  await waitForPath(page, /^\/espace/);
  await visible(page.getByRole("button", { name: "Se déconnecter" }));
}
