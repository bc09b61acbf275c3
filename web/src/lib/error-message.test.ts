import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/api/client";
import { alreadyHandled, userMessage } from "./error-message";
import { MESSAGES } from "./notify";

describe("userMessage: what a user may read of an error", () => {
  it("keeps the server's French message and the client's network message", () => {
    expect(
      userMessage(
        new ApiError(
          409,
          "conflict",
          "Ce dossier est en cours : il ne peut être supprimé qu'une fois terminé.",
        ),
      ),
    ).toBe("Ce dossier est en cours : il ne peut être supprimé qu'une fois terminé.");
    expect(userMessage(new NetworkError())).toBe("Le serveur est injoignable.");
  });

  it("never shows a JavaScript message", () => {
    expect(userMessage(new TypeError("Cannot read properties of undefined (reading 'nom')"))).toBe(
      MESSAGES.genericError,
    );
    expect(userMessage("boom")).toBe(MESSAGES.genericError);
    expect(userMessage(undefined)).toBe(MESSAGES.genericError);
  });

  it("leaves to their own handling a 401, a 403, a network failure and a cancelled request", () => {
    expect(alreadyHandled(new ApiError(401, "invalid_token", "x"))).toBe(true);
    expect(alreadyHandled(new ApiError(403, "forbidden", "x"))).toBe(true);
    expect(alreadyHandled(new NetworkError())).toBe(true);
    expect(alreadyHandled(new DOMException("aborted", "AbortError"))).toBe(true);
    expect(alreadyHandled(new ApiError(409, "conflict", "x"))).toBe(false);
    expect(alreadyHandled(new TypeError("x"))).toBe(false);
  });
});
