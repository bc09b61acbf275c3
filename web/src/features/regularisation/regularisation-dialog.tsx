import { DraftDialogFooter } from "@/components/draft-dialog-footer";
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { DateInput } from "@/components/date-input";
import { DraftOffer } from "@/components/form-notices";
import { GuardedDialog } from "@/components/guarded-dialog";
import { useDraftState } from "@/components/use-draft-state";
import { useSaveFailure } from "@/components/use-form-draft";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { refreshAccount } from "@/features/compte/compte-api";
import { tellError } from "@/features/quitances/quitance-actions";
import { parseMontant, toCents, toEuros } from "@worker/domain/money";
import { CATEGORIES_CHARGES, LIBELLES_CATEGORIES } from "@worker/domain/regularisation/categories";
import {
  libelleEcheances,
  nombreDeMois,
  nouvelleProvision,
} from "@worker/domain/regularisation/calcul";
import { MSG_AUCUNE_CHARGE, MSG_FIN_AVANT_DEBUT } from "@worker/domain/regularisation/schema";
import { MSG } from "@worker/domain/schemas/fields";
import {
  provisionsQuery,
  regularisationKeys,
  regulariser,
  type NouvelleRegularisation,
} from "./regularisation-api";
import { texteSoldeRegularisation } from "./solde-regularisation";

export const MSG_REGULARISATION_ENREGISTREE =
  "La régularisation a été enregistrée et son solde porté au compte du locataire.";

type Categorie = (typeof CATEGORIES_CHARGES)[number];
type Saisie = Record<Categorie, { montant: string; quotePart: string }>;
const vide = (): Saisie =>
  Object.fromEntries(CATEGORIES_CHARGES.map((c) => [c, { montant: "", quotePart: "" }])) as Saisie;

/** Last calendar year, the usual period. */
function anneePassee() {
  const annee = Number(parisToday().slice(0, 4)) - 1;
  return { du: `${annee}-01-01`, au: `${annee}-12-31` };
}
const estJour = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * "Nouvelle régularisation": the period, the actual charges by category (the lot's part, with its share if known),
 * the provisions the server counts for the period, and the balance and suggested provision as the user types.
 */
export function RegularisationDialog({
  dossierId,
  open,
  onOpenChange,
}: {
  dossierId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      title="Nouvelle régularisation des charges"
      description="Les charges réelles de la période, par catégorie (la part du lot), comparées aux provisions appelées sur les échéances de la période."
    >
      <RegularisationForm dossierId={dossierId} onDone={() => onOpenChange(false)} />
    </GuardedDialog>
  );
}

function RegularisationForm({ dossierId, onDone }: { dossierId: number; onDone: () => void }) {
  const qc = useQueryClient();
  const { values, setValues, draft, saved } = useDraftState(
    { resource: "Regularisation", id: `dossier-${dossierId}` },
    () => ({ ...anneePassee(), saisie: vide() }),
  );
  const { du, au, saisie } = values;
  const setDu = (v: string) => setValues((s) => ({ ...s, du: v }));
  const setAu = (v: string) => setValues((s) => ({ ...s, au: v }));
  const saving = useSaveFailure();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  const periodeOk = estJour(du) && estJour(au) && au >= du;
  const provisions = useQuery({
    ...provisionsQuery(dossierId, du, au),
    enabled: periodeOk,
  });
  // Cents, from what is typed: a blank amount is no line; one not read as an amount counts for nothing here.
  const lignes = CATEGORIES_CHARGES.flatMap((c) => {
    const s = saisie[c];
    if (!s.montant.trim()) return [];
    return [
      { categorie: c, montant: parseMontant(s.montant), quotePart: s.quotePart.trim() || null },
    ];
  });
  const reel = lignes.reduce((t, l) => t + (l.montant === null ? 0 : toCents(l.montant)), 0);
  const prov = provisions.data ? toCents(provisions.data.provisions) : null;
  const solde = prov === null ? null : reel - prov;

  function change(c: Categorie, key: "montant" | "quotePart", value: string) {
    setValues((v) => ({ ...v, saisie: { ...v.saisie, [c]: { ...v.saisie[c], [key]: value } } }));
    setErrors(({ [`${c}.${key}`]: _, _charges, ...rest }) => rest);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!periodeOk) found.au = estJour(au) ? MSG_FIN_AVANT_DEBUT : MSG.date;
    if (!estJour(du)) found.du = MSG.date;
    for (const l of lignes)
      if (l.montant === null) found[`${l.categorie}.montant`] = MSG.montant;
      else if (l.montant < 0) found[`${l.categorie}.montant`] = MSG.positif;
    if (!lignes.length) found._charges = MSG_AUCUNE_CHARGE;
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: NouvelleRegularisation = {
      du,
      au,
      charges: lignes.map((l) => ({ ...l, montant: l.montant ?? 0 })),
    };
    setBusy(true);
    draft.flush();
    try {
      if (!(await saving.run(() => regulariser(dossierId, body)))) return;
      saved();
      await Promise.all([
        qc.invalidateQueries({ queryKey: regularisationKeys.dossier(dossierId) }),
        refreshAccount(qc, dossierId),
      ]);
      notify.info(MSG_REGULARISATION_ENREGISTREE);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(champsDuServeur(e.fields, body));
      else tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftOffer draft={draft} />
      <div className="grid grid-cols-2 gap-3">
        <Field data-invalid={!!errors.du}>
          <FieldLabel htmlFor="regularisation-du" required>
            Du
          </FieldLabel>
          <DateInput
            id="regularisation-du"
            value={du}
            aria-invalid={!!errors.du || undefined}
            onChange={setDu}
          />
          <FieldError>{errors.du}</FieldError>
        </Field>
        <Field data-invalid={!!errors.au}>
          <FieldLabel htmlFor="regularisation-au" required>
            Au
          </FieldLabel>
          <DateInput
            id="regularisation-au"
            value={au}
            aria-invalid={!!errors.au || undefined}
            onChange={setAu}
          />
          <FieldError>{errors.au}</FieldError>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Charges réelles par catégorie</legend>
        <p id="regularisation-aide" className="mb-2 text-xs text-muted-foreground">
          Montant : la part du logement, déjà calculée ; c'est lui qui fait le solde. Quote-part :
          tantièmes ou %, imprimée telle quelle sur le courrier ; elle ne change aucun montant.
        </p>
        {CATEGORIES_CHARGES.map((c) => (
          <div
            key={c}
            className="grid grid-cols-2 items-start gap-2 border-b pb-2 sm:grid-cols-[1fr_9rem_8rem] sm:border-0 sm:pb-0"
          >
            <span className="col-span-2 self-center text-sm sm:col-span-1">
              {LIBELLES_CATEGORIES[c]}
            </span>
            <Field data-invalid={!!errors[`${c}.montant`]} className="gap-1">
              <Input
                aria-label={`${LIBELLES_CATEGORIES[c]} : montant`}
                inputMode="decimal"
                placeholder="0,00 €"
                className="text-right tabular-nums"
                value={saisie[c].montant}
                aria-invalid={!!errors[`${c}.montant`] || undefined}
                onChange={(e) => change(c, "montant", e.target.value)}
              />
              <FieldError>{errors[`${c}.montant`]}</FieldError>
            </Field>
            <Field data-invalid={!!errors[`${c}.quotePart`]} className="gap-1">
              <Input
                aria-label={`${LIBELLES_CATEGORIES[c]} : quote-part`}
                placeholder="ex. 12 % ou 120/1000"
                title="Quote-part du lot (tantièmes ou %), imprimée telle quelle sur le courrier ; elle ne change aucun montant"
                aria-describedby="regularisation-aide"
                value={saisie[c].quotePart}
                onChange={(e) => change(c, "quotePart", e.target.value)}
              />
              <FieldError>{errors[`${c}.quotePart`]}</FieldError>
            </Field>
          </div>
        ))}
        {errors._charges ? (
          <p role="alert" className="text-sm text-destructive">
            {errors._charges}
          </p>
        ) : null}
      </fieldset>
      <dl
        data-testid="regularisation-totaux"
        className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm tabular-nums"
      >
        <Total label="Charges réelles">{formatMoney(toEuros(reel))}</Total>
        <Total
          label={`Provisions appelées${provisions.data ? ` (${libelleEcheances(provisions.data.termes)})` : ""}`}
          testId="regularisation-provisions"
        >
          {!periodeOk || (!provisions.isPending && prov === null)
            ? "—"
            : provisions.isPending
              ? "…"
              : formatMoney(toEuros(prov ?? 0))}
        </Total>
        <Total label="Solde" testId="regularisation-solde" strong>
          {solde === null ? "—" : texteSoldeRegularisation(toEuros(solde))}
        </Total>
        <Total label="Nouvelle provision mensuelle suggérée">
          {periodeOk
            ? `${formatMoney(toEuros(nouvelleProvision(reel, du, au)))} (${nombreDeMois(du, au)} mois)`
            : "—"}
        </Total>
      </dl>
      <DraftDialogFooter
        draft={draft}
        failure={saving.failure}
        busy={busy}
        onCancel={onDone}
        submitLabel="Enregistrer la régularisation"
      />
    </form>
  );
}

/** A line of the totals: its label, and its value on the right (under the label when the dialog is narrow). */
function Total({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId?: string;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="ml-auto text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The server's `charges.N.montant` named by the category of line N, as the form shows them. */
function champsDuServeur(fields: Record<string, string>, body: NouvelleRegularisation) {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^charges\.(\d+)\.(\w+)$/.exec(key);
    const ligne = m ? body.charges[Number(m[1])] : undefined;
    if (m && ligne) out[`${ligne.categorie}.${m[2]}`] = message;
    else if (key === "charges") out._charges = message;
    else out[key] = message;
  }
  return out;
}
