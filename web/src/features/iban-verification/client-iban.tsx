import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheckIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import type { ClientRead, RecordRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import {
  MSG_AUTEUR_NE_CONFIRME_PAS,
  STATUT_IBAN_LABELS,
  type StatutHistorique,
} from "@worker/domain/iban-verification/regles";
import { canMoveMoney } from "@worker/domain/roles";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import { confirmerIbanClient, ibansQuery, type LigneIban, type Titulaire } from "./iban-api";
import { ConfirmerIbansImport } from "./ibans-import";
import { VARIANTES_IBAN } from "./statut-iban";

// The owner's screen (issue 59, item 3): the IBAN's status and its confirmation by a second person, above the tabs;
// the history of every IBAN the owner has had, in the "IBAN" tab. A supplier's screen (issue 76) shows the same.

/** What differs between an owner's IBAN and a supplier's, in French. */
const MOTS: Record<Titulaire, { qui: string; paiements: string; pour: string }> = {
  Client: { qui: "le propriétaire", paiements: "reversement", pour: "ce propriétaire" },
  Fournisseur: { qui: "le fournisseur", paiements: "règlement", pour: "ce fournisseur" },
};

/** A record holding bank details: an owner or a supplier. */
type AvecIban = Pick<ClientRead, "id" | "iban" | "ibanStatut">;

export function StatutIbanBadge({ statut }: { statut: StatutHistorique }) {
  return <Badge variant={VARIANTES_IBAN[statut]}>{STATUT_IBAN_LABELS[statut]}</Badge>;
}

/** How the row became trusted, or how it may: by whom, or by the delay after the e-mail. */
function verification(l: LigneIban): string {
  if (l.confirmePar) return `Confirmé par ${l.confirmePar} le ${formatDateTime(l.confirmeAt)}`;
  if (l.verifieApres)
    return l.statut === "a_verifier"
      ? `Sans opposition, vérifié le ${formatDateTime(l.verifieApres)}`
      : `Sans opposition du propriétaire après le ${formatDateTime(l.verifieApres)}`;
  if (l.statut === "a_verifier") return "À confirmer par une deuxième personne";
  return l.auteur ? "—" : "Antérieur à l'historique";
}

/** The IBAN's status under the owner's title, and « Confirmer l'IBAN » for those who may. */
export const ClientIbanSummary = ({ record }: { record: ClientRead }) => (
  <IbanSummary record={record} titulaire="Client" />
);
/** The same under a supplier's title (issue 76). */
export const FournisseurIbanSummary = ({ record }: { record: RecordRead<"Fournisseur"> }) => (
  <IbanSummary record={record} titulaire="Fournisseur" />
);

function IbanSummary({ record, titulaire }: { record: AvecIban; titulaire: Titulaire }) {
  const mots = MOTS[titulaire];
  const user = useSession().user;
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const historique = useQuery({ ...ibansQuery(record.id, titulaire), enabled: !!record.iban });
  if (!record.iban) return null;
  const enAttente = record.ibanStatut === "a_verifier";
  const courant = historique.data?.data[0];
  const auteur = enAttente && courant?.statut === "a_verifier" ? courant.auteur : null;
  const peut = canMoveMoney(user?.role);
  const soi = !!auteur && auteur.toLowerCase() === user?.email.toLowerCase();

  async function confirmer() {
    try {
      await confirmerIbanClient(record.id, record.iban ?? "", titulaire);
      notify.success(`L'IBAN est confirmé : il sera payé aux prochains ${mots.paiements}s.`);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401))
        notify.danger(e instanceof ApiError ? e.message : "La confirmation a échoué.");
    }
    await qc.invalidateQueries();
  }

  return (
    <section
      aria-label="Vérification de l'IBAN"
      data-testid="iban-statut"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">IBAN</span>
          <span className="break-all font-mono text-sm">{ibanEnGroupes(record.iban)}</span>
          <StatutIbanBadge statut={record.ibanStatut} />
        </div>
        {enAttente ? (
          <p className="text-sm text-muted-foreground">
            {courant?.statut === "a_verifier"
              ? courant.ImportId
                ? `IBAN importé le ${formatDateTime(courant.createdAt)} par ${courant.auteur} (import n° ${courant.ImportId}). `
                : `Saisi par ${courant.auteur || "un utilisateur"} le ${formatDateTime(courant.createdAt)}. `
              : ""}
            {`Aucun ${mots.paiements} vers ce compte avant sa vérification.`}
            {courant?.statut === "a_verifier" && courant.verifieApres
              ? ` ${mots.qui.charAt(0).toUpperCase()}${mots.qui.slice(1)} a été prévenu à ${courant.informeA} ; sans opposition, l'IBAN sera vérifié le ${formatDateTime(courant.verifieApres)}.`
              : courant?.statut === "a_verifier" && !courant.informeA && !courant.ImportId
                ? " Aucune adresse e-mail n'était connue avant ce changement : seule une deuxième personne peut le confirmer."
                : ""}
          </p>
        ) : null}
      </div>
      {enAttente && peut ? (
        <div className="flex flex-col items-start gap-1 sm:items-end">
          {courant?.statut === "a_verifier" && courant.ImportId ? (
            <ConfirmerIbansImport importId={courant.ImportId} />
          ) : null}
          <Button disabled={soi || historique.isPending} onClick={() => setOuvert(true)}>
            <ShieldCheckIcon aria-hidden /> Confirmer l'IBAN
          </Button>
          {soi ? (
            <p className="max-w-80 text-xs text-muted-foreground">{MSG_AUTEUR_NE_CONFIRME_PAS}</p>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={ouvert}
        onOpenChange={setOuvert}
        onConfirm={confirmer}
        title="Confirmer l'IBAN ?"
        description={`${ibanEnGroupes(record.iban)} : vérifiez-le avec ${mots.qui} par un moyen sûr (un numéro de téléphone déjà connu, pas celui du message qui demande le changement). Les ${mots.paiements}s iront ensuite sur ce compte.`}
        confirmLabel="Confirmer l'IBAN"
        destructive={false}
      />
    </section>
  );
}

type Ligne = LigneIban;
const colonnes = [
  col.text<Ligne>("iban", "IBAN"),
  col.text<Ligne>("bic", "BIC", (l) => l.bic ?? "—"),
  col.text<Ligne>("statut", "Statut", (l) => STATUT_IBAN_LABELS[l.statut]),
  col.text<Ligne>("auteur", "Saisi par", (l) =>
    l.auteur ? (l.ImportId ? `${l.auteur} (import n° ${l.ImportId})` : l.auteur) : "—",
  ),
  col.text<Ligne>("createdAt", "Le", (l) => formatDateTime(l.createdAt)),
  col.text<Ligne>("informeA", "Prévenu à", (l) => l.informeA ?? "—"),
  col.text<Ligne>("confirmePar", "Vérification", verification),
];

/** The "IBAN" tab: every IBAN the owner has had, newest first, with who set it and how it was verified. */
export const ClientIbansTab = ({ record }: { record: ClientRead }) => (
  <IbansTab record={record} titulaire="Client" />
);
export const FournisseurIbansTab = ({ record }: { record: RecordRead<"Fournisseur"> }) => (
  <IbansTab record={record} titulaire="Fournisseur" />
);

function IbansTab({ record, titulaire }: { record: AvecIban; titulaire: Titulaire }) {
  const q = useQuery(ibansQuery(record.id, titulaire));
  if (q.isError) return <ErrorState error={q.error} />;
  if (!q.data) return <Skeleton className="h-32 w-full" />;
  return (
    <DataTable
      columns={colonnes}
      data={q.data.data}
      actions={{ edit: false, view: false, delete: false }}
      pageSize={100}
      exportName={`${titulaire.toLowerCase()}-${record.id}-ibans`}
      emptyText={`Aucun IBAN pour ${MOTS[titulaire].pour}.`}
    />
  );
}
