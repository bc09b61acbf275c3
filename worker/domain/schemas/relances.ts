import { z } from "zod";
import { date, entierRequis } from "./fields";

// The tenant's account documents and reminders (issue 20): the statement's period, the reminder stages' settings.

/** The formal notice gives the tenant this many days to pay. */
export const DELAI_MISE_EN_DEMEURE = 8;

export const MSG_PERIODE_INVERSEE =
  "La date de fin doit être postérieure ou égale à la date de début.";

/** GET /api/Dossier/{id}/releveCompte/generate?du=&au=: both optional (YYYY-MM-DD); au never before du. */
export const periodeReleveSchema = z
  .object({ du: date(), au: date() })
  .refine((p) => !p.du || !p.au || p.du <= p.au, { message: MSG_PERIODE_INVERSEE, path: ["au"] });

/** The reminder stages (Paramètres > Relances): the days after a term's due day, and who is written to. */
export interface EtapeRelance {
  etape: 1 | 2 | 3;
  jours: number;
  libelle: string;
  /** The guarantors get it too. */
  cautions: boolean;
}

export const RELANCE_JOURS_PAR_DEFAUT = [5, 15, 30] as const;
export const LIBELLES_ETAPES = ["Relance amiable", "Deuxième relance", "Mise en demeure"] as const;
export const ETAPES_AVEC_CAUTIONS = [false, true, true] as const;

/** The three stages from their days (j1 < j2 < j3). */
export const etapesRelance = ([j1, j2, j3]: readonly [number, number, number]): EtapeRelance[] => [
  { etape: 1, jours: j1, libelle: LIBELLES_ETAPES[0], cautions: ETAPES_AVEC_CAUTIONS[0] },
  { etape: 2, jours: j2, libelle: LIBELLES_ETAPES[1], cautions: ETAPES_AVEC_CAUTIONS[1] },
  { etape: 3, jours: j3, libelle: LIBELLES_ETAPES[2], cautions: ETAPES_AVEC_CAUTIONS[2] },
];

const MSG_JOURS = "Un nombre entier de jours entre 1 et 365 est attendu.";
export const MSG_JOURS_CROISSANTS =
  "Chaque relance doit venir après la précédente : le nombre de jours doit être strictement croissant.";

const jours = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: MSG_JOURS }).int(MSG_JOURS).min(1, MSG_JOURS).max(365, MSG_JOURS),
  );

/** PUT /api/relances/config. */
export const relancesConfigSchema = z
  .object({ jours1: jours(), jours2: jours(), jours3: jours() })
  .superRefine((c, ctx) => {
    if (c.jours2 <= c.jours1)
      ctx.addIssue({ code: "custom", message: MSG_JOURS_CROISSANTS, path: ["jours2"] });
    if (c.jours3 <= c.jours2)
      ctx.addIssue({ code: "custom", message: MSG_JOURS_CROISSANTS, path: ["jours3"] });
  });

/** Three stored values that make a usable setting (the Variables tab can store anything): else the defaults apply. */
export const joursValides = (j: readonly unknown[]): j is [number, number, number] =>
  relancesConfigSchema.safeParse({ jours1: j[0], jours2: j[1], jours3: j[2] }).success;

/** "Relancer maintenant" on a dossier (issue 42): by e-mail through the outbox, or as a letter to download. */
export const ENVOIS_RELANCE = ["email", "telechargement"] as const;
export const MSG_ETAPE =
  "Choisissez l'étape : 1 (relance amiable), 2 (deuxième relance) ou 3 (mise en demeure).";
export const MSG_ENVOI = "Choisissez l'envoi : « email » ou « telechargement ».";

const etape = () =>
  entierRequis(1, 3, MSG_ETAPE).pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** GET /api/Dossier/{id}/relance/apercu?etape=. */
export const apercuRelanceSchema = z.object({ etape: etape() });
/** POST /api/Dossier/{id}/relancer. */
export const relancerSchema = z.object({
  etape: etape(),
  envoi: z.enum(ENVOIS_RELANCE, { error: MSG_ENVOI }),
});
