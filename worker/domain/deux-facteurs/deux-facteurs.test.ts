import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, parQuatre } from "./base32";
import { codeSecoursDe, codeSecoursSaisi, empreinteCode } from "./codes-secours";
import { hotp, otpauthUrl, pasDe, pasDuCode, totp } from "./totp";

const ascii = (s: string) => new TextEncoder().encode(s);
const at = (seconds: number) => new Date(seconds * 1000);
// RFC 6238 appendix B's SHA-1 seed, and the same in base32 as an app would store it.
const SEED = ascii("12345678901234567890");
const SEED_B32 = base32Encode(SEED);

describe("base32 (RFC 4648)", () => {
  it("encodes and decodes the RFC's test vectors, padding left out", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(ascii(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(encoded)!)).toBe(plain);
    }
    expect(SEED_B32).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });
  it("round-trips any bytes, forgives case, spaces, dashes and padding, refuses other characters", () => {
    for (let n = 0; n < 64; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n * 11) & 255);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Decode("mzxw 6ytb-oi======")).toEqual(ascii("foobar"));
    expect(base32Decode("MZXW1")).toBeNull();
    expect(base32Decode("MZXW8")).toBeNull();
  });
  it("shows a secret grouped by four", () => {
    expect(parQuatre("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")).toBe(
      "GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ",
    );
  });
});

describe("HOTP (RFC 4226, appendix D)", () => {
  it("gives the ten codes of the RFC's secret", async () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    const codes = await Promise.all(expected.map((_, i) => hotp(SEED, i)));
    expect(codes).toEqual(expected);
  });
});

describe("TOTP (RFC 6238, appendix B)", () => {
  // Time (s), then the 8-digit SHA-1, SHA-256 and SHA-512 values of the RFC's table.
  const TABLE: [number, string, string, string][] = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];
  const SEED32 = ascii("12345678901234567890123456789012");
  const SEED64 = ascii("1234567890123456789012345678901234567890123456789012345678901234");

  it("gives the 8-digit vectors, SHA-1, SHA-256 and SHA-512 (steps past 2^32 included)", async () => {
    for (const [t, sha1, sha256, sha512] of TABLE) {
      const step = pasDe(at(t));
      expect(await hotp(SEED, step, 8)).toBe(sha1);
      expect(await hotp(SEED32, step, 8, "SHA-256")).toBe(sha256);
      expect(await hotp(SEED64, step, 8, "SHA-512")).toBe(sha512);
    }
  });
  it("gives the 6-digit codes apps show (the vectors' last six digits), from the base32 secret", async () => {
    for (const [t, sha1] of TABLE) expect(await totp(SEED_B32, at(t))).toBe(sha1.slice(-6));
  });
  it("accepts the current step and its neighbours (clock drift), not two steps away", async () => {
    const now = at(1111111111); // step 37037037
    const step = pasDe(now);
    for (const delta of [-1, 0, 1])
      expect(await pasDuCode(SEED_B32, await hotp(SEED, step + delta), now, null)).toBe(
        step + delta,
      );
    for (const delta of [-2, 2])
      expect(await pasDuCode(SEED_B32, await hotp(SEED, step + delta), now, null)).toBeNull();
  });
  it("replay: a step used once is refused, and so is an older one; spaces are forgiven, other text refused", async () => {
    const now = at(1111111111);
    const step = pasDe(now);
    const code = await hotp(SEED, step);
    expect(await pasDuCode(SEED_B32, code, now, step - 1)).toBe(step);
    expect(await pasDuCode(SEED_B32, code, now, step)).toBeNull();
    expect(await pasDuCode(SEED_B32, await hotp(SEED, step - 1), now, step)).toBeNull();
    expect(await pasDuCode(SEED_B32, await hotp(SEED, step + 1), now, step)).toBe(step + 1);
    expect(await pasDuCode(SEED_B32, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    for (const bad of ["", "12345", "1234567", "abcdef", `${code}0`])
      expect(await pasDuCode(SEED_B32, bad, now, null)).toBeNull();
  });
  it("writes the otpauth:// URL of authenticator apps: issuer and account in the label, escaped", () => {
    expect(otpauthUrl("Agence du Centre", "marie@agence.fr", "JBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/Agence%20du%20Centre:marie%40agence.fr?secret=JBSWY3DPEHPK3PXP&issuer=Agence%20du%20Centre&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("recovery codes", () => {
  it("are xxxx-xxxx from an alphabet without look-alikes, random bytes past the alphabet's multiple skipped", () => {
    const code = codeSecoursDe(Uint8Array.from([0, 1, 2, 3, 250, 4, 5, 6, 7]));
    expect(code).toBe("abcd-efgh");
    expect(codeSecoursDe(Uint8Array.from([255, 255, 1]))).toBeNull();
    for (let i = 0; i < 50; i++) {
      const c = codeSecoursDe(crypto.getRandomValues(new Uint8Array(16)));
      if (c) expect(c).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    }
  });
  it("are read back whatever the case, spaces or dash; refused with a look-alike or another length", () => {
    expect(codeSecoursSaisi(" ABCD-efgh ")).toBe("abcdefgh");
    expect(codeSecoursSaisi("abcd efgh")).toBe("abcdefgh");
    expect(codeSecoursSaisi("abcd-efg0")).toBeNull();
    expect(codeSecoursSaisi("abcd-efghj")).toBeNull();
    expect(codeSecoursSaisi("123456")).toBeNull();
  });
  it("are stored as the SHA-256 of their clean form", async () => {
    const hash = await empreinteCode("ABCD-EFGH");
    expect(hash).toBe(await empreinteCode("abcdefgh"));
    // sha256("abcdefgh")
    expect(hash).toBe("9c56cc51b374c3ba189210d5b6d4bf57790d351c96c47c02190ecf1e430635ab");
  });
});
