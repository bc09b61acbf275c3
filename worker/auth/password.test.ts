import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "../domain/password/common-passwords";
import { passwordTooCommon } from "../domain/password/rules";
import { temporaryPassword } from "./password";

describe("temporaryPassword", () => {
  it("never gives one the list refuses (12 random characters)", () => {
    for (let i = 0; i < 200; i++) {
      const p = temporaryPassword();
      expect(p).toHaveLength(12);
      expect(passwordTooCommon(p, "someone@agence.fr", COMMON_PASSWORDS)).toBe(false);
    }
  });
});
