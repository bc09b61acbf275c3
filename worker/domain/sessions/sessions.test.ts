import { describe, expect, it } from "vitest";
import { APPAREIL_INCONNU, appareilDe } from "./appareil";
import {
  CONFIRMATION_MS,
  confirmationFraiche,
  sessionOuverte,
  usageARafraichir,
} from "./confirmation";
import { parisHeure } from "../dates";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  chromiumLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("appareilDe", () => {
  it("names the browser and the system in French", () => {
    expect(appareilDe(UA.chromeWindows)).toBe("Chrome sur Windows");
    expect(appareilDe(UA.edgeWindows)).toBe("Edge sur Windows");
    expect(appareilDe(UA.safariIphone)).toBe("Safari sur iPhone");
    expect(appareilDe(UA.firefoxMac)).toBe("Firefox sur macOS");
    expect(appareilDe(UA.chromeAndroid)).toBe("Chrome sur Android");
    expect(appareilDe(UA.chromiumLinux)).toBe("Chrome sur Linux");
  });
  it("falls back without a header or on one it cannot read", () => {
    expect(appareilDe(undefined)).toBe(APPAREIL_INCONNU);
    expect(appareilDe("")).toBe(APPAREIL_INCONNU);
    expect(appareilDe("curl/8.5.0")).toBe(APPAREIL_INCONNU);
    expect(appareilDe("Something (X11; Linux)")).toBe("Appareil sous Linux");
  });
});

describe("confirmationFraiche: five minutes, inclusive", () => {
  const at = "2026-11-21T10:00:00.000Z";
  const plus = (ms: number) => new Date(Date.parse(at) + ms);
  it("holds from the confirmation to five minutes after it, both included", () => {
    expect(confirmationFraiche(at, plus(0))).toBe(true);
    expect(confirmationFraiche(at, plus(4 * 60_000 + 59_000))).toBe(true);
    expect(confirmationFraiche(at, plus(CONFIRMATION_MS))).toBe(true);
  });
  it("is over a millisecond after, and at 5:01", () => {
    expect(confirmationFraiche(at, plus(CONFIRMATION_MS + 1))).toBe(false);
    expect(confirmationFraiche(at, plus(5 * 60_000 + 1000))).toBe(false);
  });
  it("never holds without a confirmation, nor for one dated after now", () => {
    expect(confirmationFraiche(null, plus(0))).toBe(false);
    expect(confirmationFraiche(undefined, plus(0))).toBe(false);
    expect(confirmationFraiche("n'importe quoi", plus(0))).toBe(false);
    expect(confirmationFraiche(at, plus(-1))).toBe(false);
  });
});

describe("a session's end and last use", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");
  it("is open until its end, and without one", () => {
    expect(sessionOuverte(null, now)).toBe(true);
    expect(sessionOuverte("2026-11-21T10:00:00.001Z", now)).toBe(true);
    expect(sessionOuverte("2026-11-21T10:00:00.000Z", now)).toBe(false);
  });
  it("writes the last use again only past five minutes", () => {
    expect(usageARafraichir("2026-11-21T09:55:00.000Z", now)).toBe(false);
    expect(usageARafraichir("2026-11-21T09:54:59.999Z", now)).toBe(true);
  });
});

describe("parisHeure", () => {
  it("is Paris's wall clock, summer and winter", () => {
    expect(parisHeure(new Date("2026-11-21T10:05:00Z"))).toBe("11:05");
    expect(parisHeure(new Date("2026-07-14T22:30:00Z"))).toBe("00:30");
  });
});
