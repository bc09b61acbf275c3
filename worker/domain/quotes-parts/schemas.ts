import { z } from "zod";
import { idOptionnel } from "../schemas/fields";

// What the routes of the shares' verification take (issue 59, item 4; ADR 073), with French messages.

/**
 * `POST /Appartement/{id}/quotesParts/confirmer`: the waiting change the confirmer read on the screen (optional; the
 * web sends it). Another change since then (cancelled and proposed again) is refused rather than confirmed unread.
 */
export const confirmerQuotesPartsSchema = z.object({ attenteId: idOptionnel() });
