import type { TypeDiagnostic } from "@worker/domain/diagnostics/types";
import { CLASSES_DPE } from "@worker/domain/bail/energie";
import {
  options,
  type AnyRecord,
  type FieldDef,
  type FormValues,
} from "@/components/record-fields";
import type { DiagnosticEnvoi, EtatDiagnosticApi } from "./diagnostics-api";

// The edit form of one diagnostic (issue 63): the fields that kind has, the report chosen among the lot's files, and
// the conversions between the API's state and the body PUT sends (the lot's whole set, this kind replaced).

/** The form's record: one diagnostic as entered. */
export type DiagnosticForm = AnyRecord & {
  id: number;
  dateRealisation: string | null;
  resultat: string | null;
  classe: string | null;
  classeApresAttestation: string | null;
  dateAttestation: string | null;
  sourceAttestation: string | null;
  energieFinale: number | null;
  /** A bool for électricité and gaz; « oui », « non » or blank (not said) for lead and asbestos. */
  positif: boolean | string | null;
  surface: number | null;
  FichierId: number | null;
};

/** What « positif » means for each kind that has it. */
const POSITIF: Partial<Record<TypeDiagnostic, string>> = {
  crep: "Plomb au-delà du seuil (1 mg/cm²)",
  amiante: "Amiante constaté",
  electricite: "Anomalies constatées",
  gaz: "Anomalies constatées",
};

// Lead and asbestos: a result not said is read as found by the server (issue 73), so the form says it in three ways
// rather than a box whose blank would read « none found ».
const TROIS_ETATS: readonly TypeDiagnostic[] = ["crep", "amiante"];
const RESULTATS = [
  { value: "", label: "Non indiqué (compté comme constaté)" },
  { value: "oui", label: "Oui" },
  { value: "non", label: "Non" },
];

/** The fields of `type`'s form; `fichiers` the lot's files to choose the report from. */
export function champsDiagnostic(
  type: TypeDiagnostic,
  fichiers: readonly { id: number; nom: string }[],
): FieldDef<DiagnosticForm>[] {
  const champs: FieldDef<DiagnosticForm>[] = [
    { name: "dateRealisation", label: "Date de réalisation", type: "date", required: true },
  ];
  if (type === "dpe")
    champs.push(
      { name: "classe", label: "Classe énergie", type: "select", options: options(...CLASSES_DPE) },
      { name: "energieFinale", label: "Énergie finale (kWh/m²/an)", type: "number" },
      // An ADEME attestation recomputing a small dwelling's class (arrêtés du 25/03/2024 et du 13/08/2025).
      {
        name: "classeApresAttestation",
        label: "Classe après attestation ADEME",
        type: "select",
        options: options(...CLASSES_DPE),
      },
      { name: "dateAttestation", label: "Date de l'attestation", type: "date" },
      {
        name: "sourceAttestation",
        label: "Source de l'attestation (n°, observatoire ADEME)",
        full: true,
      },
    );
  const positif = POSITIF[type];
  if (positif && TROIS_ETATS.includes(type))
    champs.push({ name: "positif", label: positif, type: "select", options: RESULTATS });
  else if (positif) champs.push({ name: "positif", label: positif, type: "bool" });
  if (type === "surface")
    champs.push({ name: "surface", label: "Surface habitable (m²)", type: "number" });
  champs.push(
    {
      name: "resultat",
      label: "Résultat (tel que le rapport l'indique)",
      type: "textarea",
      wide: true,
    },
    {
      name: "FichierId",
      label: "Rapport (un fichier de l'appartement)",
      type: "select",
      options: fichiers.map((f) => ({ value: String(f.id), label: f.nom })),
      wide: true,
    },
  );
  return champs;
}

/** The API's diagnostic as the form's record. */
export const versFormulaire = (e: EtatDiagnosticApi): DiagnosticForm | null =>
  e.diagnostic
    ? {
        id: e.diagnostic.id,
        dateRealisation: e.diagnostic.dateRealisation ?? null,
        resultat: e.diagnostic.resultat ?? null,
        classe: e.diagnostic.classe ?? null,
        classeApresAttestation: e.diagnostic.classeApresAttestation ?? null,
        dateAttestation: e.diagnostic.dateAttestation ?? null,
        sourceAttestation: e.diagnostic.sourceAttestation ?? null,
        energieFinale: e.diagnostic.energieFinale ?? null,
        positif: TROIS_ETATS.includes(e.type)
          ? e.diagnostic.positif == null
            ? ""
            : e.diagnostic.positif
              ? "oui"
              : "non"
          : (e.diagnostic.positif ?? null),
        surface: e.diagnostic.surface ?? null,
        FichierId: e.diagnostic.FichierId ?? null,
      }
    : null;

const vide = (v: unknown) => (v === "" || v === undefined ? null : v);

/** The lot's stored set as sent again, without `sauf` (the kind edited or removed). */
export const ensembleSans = (etats: readonly EtatDiagnosticApi[], sauf: TypeDiagnostic) =>
  etats.flatMap((e): DiagnosticEnvoi[] => {
    if (!e.diagnostic || e.type === sauf) return [];
    const { id: _, ...d } = e.diagnostic;
    return [{ ...d, type: e.type }];
  });

/** The form's values as one diagnostic of the body. */
export const depuisFormulaire = (type: TypeDiagnostic, v: FormValues): DiagnosticEnvoi => ({
  type,
  dateRealisation: vide(v.dateRealisation),
  resultat: vide(v.resultat),
  classe: vide(v.classe),
  ...(type === "dpe"
    ? {
        classeApresAttestation: vide(v.classeApresAttestation),
        dateAttestation: vide(v.dateAttestation),
        sourceAttestation: vide(v.sourceAttestation),
      }
    : {}),
  energieFinale: vide(v.energieFinale),
  positif: !POSITIF[type]
    ? null
    : TROIS_ETATS.includes(type)
      ? v.positif === "oui"
        ? true
        : v.positif === "non"
          ? false
          : null
      : Boolean(v.positif),
  surface: vide(v.surface),
  FichierId: vide(v.FichierId) == null ? null : Number(v.FichierId),
});

/** The server's fields of item `index` (« diagnostics.3.classe ») as the form's (« classe »). */
export function champsDe(fields: Record<string, string> | undefined, index: number) {
  const prefixe = `diagnostics.${index}.`;
  return Object.fromEntries(
    Object.entries(fields ?? {}).flatMap(([k, m]) =>
      k.startsWith(prefixe) ? [[k.slice(prefixe.length), m]] : [],
    ),
  );
}
