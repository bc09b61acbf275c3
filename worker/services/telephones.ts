import { MSG_TELEPHONE, normaliserTelephone } from "../domain/francais/telephone";
import { MSG_INVALID, badRequest } from "../lib/errors";
import type { ResourceDef, Row } from "./resource-def";

/**
 * 400 at each phone field (ResourceDef.telephones) a write sets or changes to what is not a phone number. A value the
 * update leaves as stored is not read: rows kept from before this check, some with « voir gardien » in a tel, must
 * still take an edit of their other fields.
 */
export function refusTelephones(def: ResourceDef, data: Row, existing?: Row) {
  const fautes: Record<string, string> = {};
  for (const f of def.telephones ?? []) {
    const v = data[f];
    if (typeof v !== "string" || !v.trim() || v === existing?.[f]) continue;
    if (normaliserTelephone(v) === null) fautes[f] = MSG_TELEPHONE;
  }
  if (Object.keys(fautes).length) throw badRequest(MSG_INVALID, fautes);
}
