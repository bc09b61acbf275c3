import { z } from "zod";
import { date, dateRequise } from "../schemas/fields";

// The revision routes' inputs (ADR 024), with the French messages of the other date fields.

/** GET /api/revisions?au=YYYY-MM-DD: the day the list is for (today when absent). */
export const revisionsQuerySchema = z.object({ au: date() });

/** POST /api/Dossier/{id}/reviser { date }: the revision date (the lease's anniversary) to apply. */
export const reviserSchema = z.object({ date: dateRequise() });
