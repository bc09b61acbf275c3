import { z } from "zod";

// The shapes of the personal-data routes (worker/domain/contract/rgpd.ts), shared with the web.

/** A former tenant due for anonymisation (GET /api/rgpd/aPurger). */
export const aPurgerSchema = z
  .object({
    id: z.number().int(),
    nom: z.string(),
    prenom: z.string(),
    /** The end of the last lease, AAAA-MM-JJ. */
    finDernierBail: z.string(),
    /** The day the daily job anonymises the tenant (3 years after), AAAA-MM-JJ. */
    dateAnonymisation: z.string(),
    /** Due already (the day has come). */
    echu: z.boolean(),
    /** What the tenant still owes, in euros: anything above 0 keeps the data. */
    dette: z.number(),
  })
  .meta({ id: "LocataireAPurger" });
export type APurger = z.infer<typeof aPurgerSchema>;

/**
 * Tenants anonymised by one POST /api/rgpd/purger: each costs about a dozen database round trips and one file-store
 * call per file on the edge, so a request stays within a Worker's subrequests. The screen sends larger lists in parts.
 */
export const PURGE_PAR_APPEL = 20;

/** POST /api/rgpd/purger: the tenants to anonymise now; without them, the first PURGE_PAR_APPEL due today. */
export const purgerSchema = z.object({
  LocataireIds: z
    .array(z.number({ error: "Identifiant de locataire attendu." }).int().positive())
    .max(PURGE_PAR_APPEL, { error: `${PURGE_PAR_APPEL} locataires au plus à la fois.` })
    .optional(),
});

/** What POST /api/rgpd/purger anonymised. */
export const purgeResultSchema = z.object({ anonymises: z.array(z.number().int()) });
