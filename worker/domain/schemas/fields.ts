import { z } from "zod";
// The French locale alone: `z.locales.fr()` brought every locale of zod into the server and web bundles (~450 kB).
import fr from "zod/v4/locales/fr.js";
import { parseMontant, parseNombre } from "../money";
import {
  bicValide,
  ibanValide,
  MSG_BIC_INVALIDE,
  MSG_IBAN_INVALIDE,
  normaliserBic,
  normaliserIban,
} from "../sepa/iban";
import { parisDate } from "../dates";
import {
  codePostalValide,
  fauteSiret,
  MSG_CODE_POSTAL,
  normaliserNumero,
} from "../validation/identifiants";
import { fauteNaissance } from "../validation/naissance";

// Field builders shared by every entity schema: French messages are written here, once.
// zod's own messages (nested groups, arrays) in French too, for the server and the forms alike.
z.config(fr());
export const MSG = {
  requis: "Ce champ est obligatoire.",
  texte: "Ce champ doit être un texte.",
  nombre: "Ce champ doit être un nombre.",
  // Narrow no-break space in the example: "1 234,56" is never split over two lines.
  montant: "Montant invalide : écrivez par exemple 1\u202f234,56.",
  entier: "Ce champ doit être un nombre entier.",
  positif: "Ce montant ne peut pas être négatif.",
  tropGrand: "Ce montant est trop élevé.",
  booleen: "Ce champ doit valoir vrai ou faux.",
  date: "Date invalide (format attendu AAAA-MM-JJ).",
  email: "Adresse e-mail invalide.",
  choix: "Valeur non autorisée.",
  id: "Identifiant invalide.",
  tauxTva: "Le taux de TVA doit être compris entre 0 et 100.",
  pourcentage: "Le pourcentage doit être compris entre 0 et 100.",
  classeDpe: "La classe doit être une lettre de A à G.",
  annee: "L'année doit être comprise entre 2000 et 2100.",
  centimes: "Deux décimales au plus : un montant se donne au centime près.",
  periode: "La date doit être comprise entre le 01/01/2000 et le 31/12/2100.",
  finAvantDepart: "La date de fin doit suivre la date de départ.",
} as const;

/** The days a business date may take (issue 59): a year typed 1026 or 20266 is a typo, never a date to act on. */
export const PREMIER_JOUR = "2000-01-01";
export const DERNIER_JOUR = "2100-12-31";
const dansLaPeriode = (s: string) => s >= PREMIER_JOUR && s <= DERNIER_JOUR;

/**
 * At most two decimals (issue 59): 12.345 is refused, never rounded. The binary noise of a computed value
 * (0.1 + 0.2 = 0.30000000000000004) is not a third decimal: the value is read to 15 significant digits first, as
 * `roundCents` reads it to 12 (amounts stop at a billion, 12 digits with the cents).
 */
export const auCentime = (v: number) =>
  /^-?\d+(\.\d{1,2})?$/.test(String(Number(v.toPrecision(15))));

const blankToUndefined = (v: unknown) => {
  if (typeof v === "string") {
    const t = v.trim();
    return t === "" ? undefined : t;
  }
  return v === null ? undefined : v;
};
const blankToNull = (v: unknown) => {
  const r = blankToUndefined(v);
  return r === undefined && v !== undefined ? null : r;
};
// "1 234,56" as the app displays it (no-break spaces, "€" for amounts) reads as 1234.56: the web's parser
// (worker/domain/money.ts). A string it refuses stays a string, which zod then rejects with the field's message.
const numeric = (v: unknown) => (typeof v === "string" ? (parseNombre(v) ?? v) : v);
const amount = (v: unknown) => (typeof v === "string" ? (parseMontant(v) ?? v) : v);
const req = (m: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? MSG.requis : m),
});

/**
 * One schema per field kind and arguments, built at its first use and then shared: zod schemas never change once
 * built (`.optional()`, `.describe()`... make new ones), and the entities' schemas call these builders a few hundred
 * times when their modules load, which was most of zod's part of `npm start`'s first answer (issue 43).
 */
function shared<A extends unknown[], R>(build: (...args: A) => R): (...args: A) => R {
  const built = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) built.set(key, (schema = build(...args)));
    return schema;
  };
}

export const texteRequis = shared(() =>
  z.preprocess(blankToUndefined, z.string(req(MSG.texte)).max(2000)),
);
export const texte = shared(() =>
  z.preprocess(blankToNull, z.string({ error: MSG.texte }).max(20000).nullish()),
);

export const emailRequis = shared(() =>
  z.preprocess(
    blankToUndefined,
    z.email({ error: (i) => (i.input === undefined ? MSG.requis : MSG.email) }),
  ),
);
export const email = shared(() =>
  z.preprocess(blankToNull, z.email({ error: MSG.email }).nullish()),
);

const isoDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const toDay = (v: unknown) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
// A business date lies between 2000-01-01 and 2100-12-31 (issue 59: 400, never a payment dated 1999 or 2101);
// only a birth date goes further back (`dateNaissance`).
export const dateRequise = shared(() =>
  z.preprocess(
    (v) => toDay(blankToUndefined(v)),
    z
      .string(req(MSG.date))
      .refine(isoDate, { message: MSG.date, abort: true })
      .refine(dansLaPeriode, MSG.periode),
  ),
);
export const date = shared(() =>
  z.preprocess(
    (v) => toDay(blankToNull(v)),
    z
      .string({ error: MSG.date })
      .refine(isoDate, { message: MSG.date, abort: true })
      .refine(dansLaPeriode, MSG.periode)
      .nullish(),
  ),
);
/** Any real day, for the dates that may lie before 2000 (a birth date; dateAncienne: a building permit). */
const jour = shared(() =>
  z.preprocess(
    (v) => toDay(blankToNull(v)),
    z.string({ error: MSG.date }).refine(isoDate, MSG.date).nullish(),
  ),
);

/** Money in euros (API side); converted to cents by the resource layer. Capped so cents stay exact integers. */
const MONTANT_MAX = 1_000_000_000;
export const montantRequis = shared((opts: { signe?: boolean } = {}) => {
  const n = z
    .number(req(MSG.montant))
    .finite()
    .max(MONTANT_MAX, MSG.tropGrand)
    .min(-MONTANT_MAX, MSG.tropGrand);
  return z.preprocess(
    (v) => amount(blankToUndefined(v)),
    (opts.signe ? n : n.min(0, MSG.positif)).refine(auCentime, MSG.centimes),
  );
});
export const montant = shared((opts: { signe?: boolean } = {}) => {
  const n = z
    .number({ error: MSG.montant })
    .finite()
    .max(MONTANT_MAX, MSG.tropGrand)
    .min(-MONTANT_MAX, MSG.tropGrand);
  return z.preprocess(
    (v) => amount(blankToNull(v)),
    (opts.signe ? n : n.min(0, MSG.positif)).refine(auCentime, MSG.centimes).nullish(),
  );
});
/** An IBAN (issue 38): spaces allowed on input, stored without them in capitals, its mod-97 key checked. */
export const iban = shared(() =>
  z.preprocess((v) => {
    const r = blankToNull(v);
    return typeof r === "string" ? normaliserIban(r) : r;
  }, z.string({ error: MSG_IBAN_INVALIDE }).refine(ibanValide, MSG_IBAN_INVALIDE).nullish()),
);
/** A BIC: 8 or 11 characters, stored in capitals. */
export const bic = shared(() =>
  z.preprocess((v) => {
    const r = blankToNull(v);
    return typeof r === "string" ? normaliserBic(r) : r;
  }, z.string({ error: MSG_BIC_INVALIDE }).refine(bicValide, MSG_BIC_INVALIDE).nullish()),
);
/**
 * A day of a building's past (a building permit, issue 63): any real day from 1500 on, never after 2100. A permit of
 * 1930 is what decides the CREP (before 1949) and the asbestos search (before 1997): a business date's 2000-2100
 * bounds would refuse the very dates the rules ask for.
 */
export const dateAncienne = shared(() =>
  jour().refine((v) => v == null || (v >= "1500-01-01" && v <= DERNIER_JOUR), {
    message: "La date doit être comprise entre le 01/01/1500 et le 31/12/2100.",
  }),
);
/** A birth date (issue 42): a day, neither in the future nor more than 120 years ago (Paris' day). */
export const dateNaissance = shared(() =>
  jour().superRefine((v, ctx) => {
    const faute = v ? fauteNaissance(v, parisDate(new Date())) : null;
    if (faute) ctx.addIssue({ code: "custom", message: faute });
  }),
);
/** A SIRET (issue 42): stored without spaces, its Luhn key checked (La Poste's exception included). */
const numeroEntreprise = (faute: (s: string) => string | null) =>
  z.preprocess(
    (v) => {
      const r = blankToNull(v);
      return typeof r === "string" ? normaliserNumero(r) : r;
    },
    z
      .string({ error: MSG.texte })
      .superRefine((s, ctx) => {
        const m = faute(s);
        if (m) ctx.addIssue({ code: "custom", message: m });
      })
      .nullish(),
  );
export const siret = shared(() => numeroEntreprise(fauteSiret));
/** A French postal code, 5 digits. */
export const codePostal = shared(() =>
  z.preprocess(
    blankToNull,
    z.string({ error: MSG_CODE_POSTAL }).refine(codePostalValide, MSG_CODE_POSTAL).nullish(),
  ),
);
export const codePostalRequis = shared(() =>
  z.preprocess(
    blankToUndefined,
    z.string(req(MSG_CODE_POSTAL)).refine(codePostalValide, MSG_CODE_POSTAL),
  ),
);
/** A percent between 0 and 100 (a fee rate). */
export const pourcentage = shared(() =>
  z.preprocess(
    (v) => numeric(blankToNull(v)),
    z
      .number({ error: MSG.nombre })
      .finite()
      .min(0, MSG.pourcentage)
      .max(100, MSG.pourcentage)
      .nullish(),
  ),
);
export const nombre = shared(() =>
  z.preprocess((v) => numeric(blankToNull(v)), z.number({ error: MSG.nombre }).finite().nullish()),
);
/** A living area in m²: a lot of -3 m² or of 0 m² is a typo, and the rent cap (loyer × surface) would be too. */
export const MSG_SURFACE = "Une surface positive (en m²) est attendue.";
export const surface = shared(() =>
  nombre().refine((v) => v == null || (v > 0 && v <= 100_000), { message: MSG_SURFACE }),
);
/** A VAT rate in percent: HT = TTC / (1 + taux/100) divides by zero at -100 and turns absurd outside 0..100. */
export const tauxTva = shared(() =>
  z.preprocess(
    (v) => numeric(blankToNull(v)),
    z.number({ error: MSG.nombre }).finite().min(0, MSG.tauxTva).max(100, MSG.tauxTva).nullish(),
  ),
);
export const nombreRequis = shared((min?: number, msg?: string) => {
  let n = z.number(req(MSG.nombre)).finite();
  if (min !== undefined) n = n.min(min, msg ?? MSG.nombre);
  return z.preprocess((v) => numeric(blankToUndefined(v)), n);
});
export const entier = shared((min?: number, max?: number, msg?: string) => {
  let n = z.number({ error: MSG.entier }).int(MSG.entier);
  if (min !== undefined) n = n.min(min, msg ?? MSG.nombre);
  if (max !== undefined) n = n.max(max, msg ?? MSG.nombre);
  return z.preprocess((v) => numeric(blankToNull(v)), n.nullish());
});
export const entierRequis = shared((min?: number, max?: number, msg?: string) => {
  let n = z.number(req(MSG.entier)).int(MSG.entier);
  if (min !== undefined) n = n.min(min, msg ?? MSG.nombre);
  if (max !== undefined) n = n.max(max, msg ?? MSG.nombre);
  return z.preprocess((v) => numeric(blankToUndefined(v)), n);
});
export const idRequis = shared(() => entierRequis(1, undefined, MSG.id));
export const idOptionnel = shared(() => entier(1, undefined, MSG.id));

const toBool = (v: unknown) =>
  v === "true" || v === 1 || v === "1" ? true : v === "false" || v === 0 || v === "0" ? false : v;
export const booleen = shared((defaut: boolean = false) =>
  z.preprocess((v) => toBool(v ?? undefined), z.boolean({ error: MSG.booleen }).default(defaut)),
);

/** A yes/no the server decides when absent or null (issue 63: soumisEncadrement). */
export const booleenOptionnel = shared(() =>
  z.preprocess(
    (v) => (v == null || v === "" ? null : toBool(v)),
    z.boolean({ error: MSG.booleen }).nullish(),
  ),
);

/**
 * A field whose column is NOT NULL with a default: absent, null or blank takes the default (as `choix` does), where
 * `.default()` alone lets null through to the database's constraint.
 */
export const parDefaut = <T extends z.ZodType>(
  schema: T,
  // Both: not null (NonNullable), and what default() takes (NoUndefined), which zod cannot relate for a generic T.
  value: NonNullable<z.output<T>> & z.util.NoUndefined<z.output<T>>,
) =>
  z.preprocess(
    blankToUndefined,
    schema.default(value),
    // blankToUndefined turns null into the default too: the output is never null, which zod's type keeps.
  ) as z.ZodType<NonNullable<z.output<T>>, unknown>;

/** The values' enum, as z.enum builds it: its output is what default() takes. */
type Enum<T extends readonly [string, ...string[]]> = z.ZodEnum<z.util.ToEnum<T[number]>>;
export const choix = <T extends readonly [string, ...string[]]>(
  values: T,
  defaut: z.util.NoUndefined<z.output<Enum<T>>>,
) => {
  const e: Enum<T> = z.enum(values, { error: MSG.choix });
  return z.preprocess(blankToUndefined, e.default(defaut));
};
/** A choice that may stay blank (null): the apartment's zone or energy class before anyone fills them in. */
export const choixOptionnel = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: MSG.choix }).nullish());
export const choixRequis = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: (i) => (i.input === undefined ? MSG.requis : MSG.choix) }),
  );
