import { z } from "zod";
import { texteRequis } from "../schemas/fields";

/** GET /api/documents/versions?sujet=: the document's subject, its generation path without "/generate". */
export const versionsQuerySchema = z.object({ sujet: texteRequis() });
