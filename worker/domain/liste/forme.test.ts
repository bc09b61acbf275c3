import { expect, it } from "vitest";
import {
  MSG_FORME,
  MSG_FORME_LISTE_ENTIERE,
  MSG_FORME_SANS_COMPACTE,
  aUneFormeCompacte,
  lireForme,
} from "./forme";

it("reads ?forme=: absent the complete list, compacte on a whole list that has it, else the refusal's message", () => {
  expect(lireForme(undefined, false, false)).toEqual({ ok: true, forme: "complete" });
  expect(lireForme("compacte", true, true)).toEqual({ ok: true, forme: "compacte" });
  for (const raw of ["", "Compacte", "complete", "compacte "])
    expect(lireForme(raw, true, true)).toEqual({ ok: false, message: MSG_FORME });
  expect(lireForme("compacte", false, true)).toEqual({
    ok: false,
    message: MSG_FORME_SANS_COMPACTE,
  });
  expect(lireForme("compacte", true, false)).toEqual({
    ok: false,
    message: MSG_FORME_LISTE_ENTIERE,
  });
  expect([aUneFormeCompacte("Appartement"), aUneFormeCompacte("Client")]).toEqual([true, false]);
});
