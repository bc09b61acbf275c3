import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AGENCE_DEFAUT } from "../ports";
import { signToken, verifyToken } from "./token";

// A session token names the agency that issued it (its audience, ADR 018): another agency refuses it, even one that
// signs with the same secret, and even once the token's signature is cached as checked.
const SECRET = "un-secret-de-test-assez-long-pour-hs256";
const now = new Date("2026-11-23T10:00:00Z");

describe("session tokens and their agency", () => {
  it("a token is accepted by its agency only, before and after its signature is cached", async () => {
    const token = await signToken(7, SECRET, false, now, 2, "nord");
    for (let i = 0; i < 2; i++) {
      expect(await verifyToken(token, SECRET, now, "nord")).toEqual({
        id: 7,
        version: 2,
        epoch: 0,
        remember: false,
      });
      expect(await verifyToken(token, SECRET, now, "sud")).toBeNull();
      expect(await verifyToken(token, SECRET, now, AGENCE_DEFAUT)).toBeNull();
    }
  });

  it("a token issued before agencies had ids (no audience) is still the default agency's, no other's", async () => {
    const legacy = await new SignJWT({ v: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("3")
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyToken(legacy, SECRET, now, AGENCE_DEFAUT)).toEqual({
      id: 3,
      version: 0,
      epoch: 0,
      remember: false,
    });
    expect(await verifyToken(legacy, SECRET, now, "nord")).toBeNull();
  });

  it("carries the instance's session epoch and whether it is a long session", async () => {
    const token = await signToken(5, SECRET, true, now, 1, AGENCE_DEFAUT, 987654321);
    expect(await verifyToken(token, SECRET, now, AGENCE_DEFAUT)).toEqual({
      id: 5,
      version: 1,
      epoch: 987654321,
      remember: true,
    });
  });

  it("carries its session's id (claim sid); a token without one has none, a malformed one is refused", async () => {
    const sid = "AbCdEfGhIjKlMnOpQrStUv";
    const token = await signToken(5, SECRET, false, now, 0, AGENCE_DEFAUT, 0, sid);
    expect(await verifyToken(token, SECRET, now, AGENCE_DEFAUT)).toEqual({
      id: 5,
      version: 0,
      epoch: 0,
      remember: false,
      sid,
    });
    const odd = await new SignJWT({ v: 0, sid: "pas un id !" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("5")
      .setAudience(AGENCE_DEFAUT)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyToken(odd, SECRET, now, AGENCE_DEFAUT)).toBeNull();
  });
});
