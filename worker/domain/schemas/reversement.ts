import { z } from "zod";
import { dateRequise } from "./fields";

// The owners' payouts (issue 38, part 3, ADR 032): a batch is prepared for a date.

export const preparerReversementSchema = z.object({ date: dateRequise() });
