import { mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import {
  type Browser,
  chromium,
  type BrowserContext,
  type Locator,
  type Page,
} from "playwright-core";
import { afterEach, beforeEach, expect, type TestContext } from "vitest";
import { apiLogin } from "./api";
import { ROOT, type E2EServer } from "./server";
import { trackRequests } from "./settle";

/** Debian's Chromium, headless, through playwright-core. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const SHOTS_DIR = join(ROOT, "test-results", "e2e");
// What a wait gives a page on a loaded 2-core machine (two files at a time, each with its server and browser): a
// passing wait costs no more for it, a failing one is told 20 s later.
const DEFAULT_TIMEOUT = 20_000;

export interface E2EBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (printed when a test fails). */
  logs: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** The browser's own zone (Europe/Paris unless told): the app must show Paris dates whatever it is. */
  timezoneId?: string;
  viewport?: { width: number; height: number };
}

/** The two sizes screens are looked at: a 1440 px desktop and a 390 px phone. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * E2E_API_JITTER_MS=N: each API call of the page waits 0 to N ms (at random) before it leaves, so answers come
 * back late and out of order, as on a loaded machine. A test that then fails acts on a screen that has not caught
 * up with what it did (or the screen does not catch up): races that CI's busy cores find one run in ten, found here
 * at will. Routes a test adds itself come first (Playwright runs the last one added); theirs `continue()` past this.
 */
async function delayApiCalls(context: BrowserContext): Promise<void> {
  const jitter = Number(process.env.E2E_API_JITTER_MS ?? 0);
  if (!(jitter > 0)) return;
  await context.route(
    (url) => url.pathname.startsWith("/api/"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * jitter));
      await route.fallback();
    },
  );
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/**
 * A fresh context of `browser` (its own cookies, storage and cache: nothing shared with any other test), or of a
 * Chromium launched for it alone when no browser is given.
 */
export async function launchBrowser(
  options: BrowserOptions = {},
  browser?: Browser,
): Promise<E2EBrowser> {
  const owned = browser ? null : await launchChromium();
  const context = await (browser ?? owned!).newContext({
    locale: "fr-FR",
    timezoneId: options.timezoneId ?? "Europe/Paris",
    viewport: options.viewport ?? { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(DEFAULT_TIMEOUT);
  context.setDefaultNavigationTimeout(20_000);
  await delayApiCalls(context);
  const page = await context.newPage();
  trackRequests(page);
  const logs: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning")
      logs.push(`[console.${m.type()}] ${m.text()}`);
  });
  page.on("pageerror", (e) => logs.push(`[pageerror] ${e.message}`));
  return {
    context,
    page,
    logs,
    async close() {
      await context.close().catch(() => {});
      await owned?.close().catch(() => {});
    },
  };
}

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, "");

function currentTestSlug(): string {
  const state = expect.getState();
  const file = state.testPath ? basename(state.testPath).replace(/\.e2e\.test\.ts$/, "") : "e2e";
  return `${slug(file)}--${slug(state.currentTestName ?? "test")}`;
}

/**
 * Whether the steps' screenshots are taken: for a person to look at, so on a developer's machine, not on CI, where
 * no one can (the run keeps no artifact) and a full page's capture and PNG cost Chromium 0.1 to 0.4 s of CPU each,
 * about 400 a run (ADR 148). `E2E_CAPTURES=1` takes them on CI too, `E2E_CAPTURES=0` skips them anywhere. A failed
 * test's capture (`useBrowser`) is always taken.
 */
const CAPTURES = process.env.E2E_CAPTURES ? process.env.E2E_CAPTURES === "1" : !process.env.CI;

/**
 * test-results/e2e/<file>--<test>-<step>.png, the full page unless `fullPage: false` (what the screen shows,
 * sticky bars and notifications in place), when steps' captures are taken (`CAPTURES`); `force`: always (a failure).
 * Returns the path.
 */
export async function screenshot(
  page: Page,
  step: string,
  testSlug = currentTestSlug(),
  options: { fullPage?: boolean; force?: boolean } = {},
): Promise<string> {
  const path = join(SHOTS_DIR, `${testSlug}-${slug(step)}.png`);
  if (!CAPTURES && !options.force) return path;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: "disabled" });
  return path;
}

/**
 * One Chromium per worker process, shared by its files' blocks (the files run one after the other in it,
 * tests/e2e/vitest.config.ts): a launch costs more than a second on a loaded 2-core machine, a context a few
 * milliseconds, and each test still has a fresh context (its own cookies, storage and cache). Launched again if it
 * went away; Playwright closes it when the process ends.
 */
let sharedChromium: Promise<Browser> | undefined;
function workerChromium(): Promise<Browser> {
  if (!sharedChromium) {
    const launched = launchChromium();
    sharedChromium = launched;
    launched.then(
      (b) =>
        b.on("disconnected", () => {
          if (sharedChromium === launched) sharedChromium = undefined;
        }),
      () => {
        if (sharedChromium === launched) sharedChromium = undefined;
      },
    );
  }
  return sharedChromium;
}

/**
 * The worker's Chromium for the block, and a fresh context per test: opened in beforeEach, closed in afterEach; on
 * failure a screenshot (`...-echec.png`) and the console errors are kept first.
 */
export function useBrowser(options: BrowserOptions = {}): () => E2EBrowser {
  let current: E2EBrowser | null = null;
  let testSlug = "";
  beforeEach(async () => {
    testSlug = currentTestSlug();
    current = await launchBrowser(options, await workerChromium());
  });
  afterEach(async (ctx: TestContext) => {
    const b = current;
    current = null;
    if (!b) return;
    if (ctx.task.result?.state === "fail") {
      try {
        const path = await screenshot(b.page, "echec", testSlug, { force: true });
        console.error(
          `[e2e] échec : capture ${path}\n  URL ${b.page.url()}${b.logs.length ? `\n  ${b.logs.join("\n  ")}` : ""}`,
        );
      } catch (e) {
        console.error("[e2e] capture d'échec impossible", e);
      }
    }
    await b.close();
  });
  return () => {
    if (!current) throw new Error("useBrowser(): only inside a test");
    return current;
  };
}

/** Waits until the locator's first match is visible (playwright-core has no web-first assertions). */
export async function visible(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator.first();
}

/** Waits until no match is visible. */
export async function hidden(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: "hidden", timeout });
}

/** Waits for a path (pathname only; the query string is ignored). */
export async function waitForPath(
  page: Page,
  path: string | RegExp,
  timeout = DEFAULT_TIMEOUT,
): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === "string" ? url.pathname === path : path.test(url.pathname)),
    { timeout },
  );
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A sonner notification carrying exactly this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The main navigation's entries (links of the sidebar), in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole("complementary", { name: "Navigation principale" });
  await visible(nav.getByRole("link"));
  return (await nav.getByRole("link").allInnerTexts()).map((t) => t.trim());
}

export interface LoginOptions {
  remember?: boolean;
  /** Where the app should land; defaults to "anywhere but /login". */
  expectPath?: string;
}

/** Logs in through the login form (the real UI, not a token injection). */
export async function loginUI(
  page: Page,
  server: E2EServer,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<void> {
  if (pathname(page) !== "/login" || !page.url().startsWith(server.url))
    await page.goto(`${server.url}/login`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  if (options.remember) await page.getByRole("checkbox", { name: "Se souvenir de moi" }).check();
  await page.getByRole("button", { name: "Se connecter" }).click();
  if (options.expectPath) await waitForPath(page, options.expectPath);
  else await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * Signed in without the login form, then at `url`: the token of the login API put where the form puts it (the tab's
 * sessionStorage, once: a later logout stays a logout). For tests whose subject is another screen; the login form
 * itself is tested through loginUI. Saves the login page and the home page a test would otherwise load first.
 */
export async function signIn(
  page: Page,
  server: E2EServer,
  email: string,
  password: string,
  url = `${server.url}/`,
): Promise<void> {
  const token = await apiLogin(server, email, password);
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (sessionStorage.getItem("e2e-signed-in")) return;
        sessionStorage.setItem("e2e-signed-in", "1");
        sessionStorage.setItem(key, value);
      } catch {
        /* about:blank has no storage */
      }
    },
    [TOKEN_KEY, token] as const,
  );
  // The screen is drawn while the app restores its session (GET /api/user/me): a test must not read it before, when
  // the menu lacks its role's entries and the shortcuts are not listening yet. The answer read, two frames for React.
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/user/me", {
    timeout: 30_000,
  });
  await page.goto(url);
  await (await me).finished();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const TOKEN_KEY = "jwt_access_token";

/** `signIn` as the server's first admin, the login most tests use. */
export const signInAdmin = (page: Page, server: E2EServer, url?: string) =>
  signIn(page, server, server.admin.email, server.admin.password, url);

export const storedToken = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem("jwt_access_token"),
    session: sessionStorage.getItem("jwt_access_token"),
  }));

/**
 * The "Confirmer votre identité" dialog a money move opens (issue 59): waits for it, types the password and
 * confirms; the action asked for then goes on by itself.
 */
export async function confirmIdentity(page: Page, password: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: "Confirmer votre identité" });
  await visible(dialog);
  await dialog.getByLabel("Mot de passe").fill(password);
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await dialog.waitFor({ state: "hidden" });
}
