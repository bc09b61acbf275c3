import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MailIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "wouter";
import { ApiError } from "@/api/client";
import { importsQuery } from "@/api/imports";
import { useSession } from "@/api/session-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { formatCount, formatDateTime } from "@/lib/format";
import {
  ibansConfirmes,
  ibansEnAttente,
  prevenirLes,
  proprietairesPrevenus,
} from "./ibans-messages";
import { notify } from "@/lib/notify";
import {
  MSG_CONFIRMATION_EXPLICITE,
  MSG_IMPORTEUR_NE_CONFIRME_PAS,
  MSG_SEUL_CONFIRMATEUR,
} from "@worker/domain/iban-verification/import";
import { STATUT_IBAN_LABELS } from "@worker/domain/iban-verification/regles";
import { VARIANTES_IBAN } from "./statut-iban";
import { canMoveMoney } from "@worker/domain/roles";
import {
  confirmerIbansImport,
  type IbansImport,
  ibansImportQuery,
  prevenirProprietairesImport,
} from "./iban-api";

// The IBANs an import brought (issue 74, item 7; ADR 116): the list a second person reads, each owner with their
// IBAN's last four characters, confirmed at once behind an explicit tick; the importer cannot. When the importer is
// the agency's only admin or comptable, the screen says so and offers the delay mode: each owner told by e-mail.

type Ligne = IbansImport["ibans"][number] & { id: number };

const masque = (fin: string) => `•••• ${fin}`;
const colonnes = [
  col.text<Ligne>("nom", "Propriétaire", (l) =>
    l.reference ? `${l.nom} (${l.reference})` : l.nom,
  ),
  col.text<Ligne>("fin", "IBAN", (l) => masque(l.fin)),
  col.badge<Ligne>("statut", "Statut", (l) => ({
    label: STATUT_IBAN_LABELS[l.statut],
    variant: VARIANTES_IBAN[l.statut],
  })),
  col.text<Ligne>("verifieApres", "Vérification", (l) =>
    l.verifieApres
      ? `Prévenu à ${l.informeA} ; sans opposition, vérifié le ${formatDateTime(l.verifieApres)}`
      : "—",
  ),
];

/** « Confirmer les N IBAN »: the list read again in the dialog, the tick that says each one was checked. */
function ConfirmerTout({ importId, enAttente }: { importId: number; enAttente: Ligne[] }) {
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const [verifie, setVerifie] = React.useState(false);
  const [envoi, setEnvoi] = React.useState(false);
  async function confirmer(e: React.MouseEvent) {
    e.preventDefault();
    setEnvoi(true);
    try {
      const r = await confirmerIbansImport(
        importId,
        enAttente.map((l) => ({ ClientId: l.ClientId, fin: l.fin })),
      );
      notify.success(ibansConfirmes(r.confirmes));
      setOuvert(false);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        notify.danger(err instanceof ApiError ? err.message : "La confirmation a échoué.");
    } finally {
      setEnvoi(false);
      await qc.invalidateQueries();
    }
  }
  return (
    <>
      <Button
        onClick={() => {
          setVerifie(false);
          setOuvert(true);
        }}
      >
        <ShieldCheckIcon aria-hidden /> Confirmer les {formatCount(enAttente.length)} IBAN
      </Button>
      <AlertDialog open={ouvert} onOpenChange={setOuvert}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirmer les IBAN de l'import n° {importId} ?</AlertDialogTitle>
            <AlertDialogDescription>
              Vérifiez chaque IBAN avec son propriétaire par un moyen sûr (un numéro de téléphone
              déjà connu, son relevé d'identité bancaire), pas avec le fichier importé : les
              reversements iront ensuite sur ces comptes.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul
            className="max-h-60 overflow-y-auto rounded-md border text-sm"
            aria-label="IBAN à confirmer"
          >
            {enAttente.map((l) => (
              <li
                key={l.ClientId}
                className="flex justify-between gap-3 border-b px-3 py-1.5 last:border-b-0"
              >
                <span className="min-w-0 truncate">{l.nom}</span>
                <span className="font-mono">{masque(l.fin)}</span>
              </li>
            ))}
          </ul>
          <div className="flex items-start gap-2">
            <Checkbox
              id="ibans-verifies"
              checked={verifie}
              onCheckedChange={(v) => setVerifie(v === true)}
            />
            <Label htmlFor="ibans-verifies" className="text-sm font-normal leading-snug">
              J'ai vérifié chacun de ces {formatCount(enAttente.length)} IBAN auprès de son
              propriétaire.
            </Label>
          </div>
          {!verifie && (
            <p className="text-xs text-muted-foreground">{MSG_CONFIRMATION_EXPLICITE}</p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={envoi}>Annuler</AlertDialogCancel>
            <AlertDialogAction disabled={!verifie || envoi} onClick={confirmer}>
              Confirmer les IBAN
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** The single admin's way to pay: the delay mode, from the settings, then each owner told. */
function SeulConfirmateur({ importId, lu }: { importId: number; lu: IbansImport }) {
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const aPrevenir = lu.ibans.filter((l) => l.statut === "a_verifier" && !l.verifieApres).length;
  async function prevenir() {
    try {
      const r = await prevenirProprietairesImport(importId);
      notify.success(proprietairesPrevenus(r.prevenus, "par e-mail."));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        notify.danger(err instanceof ApiError ? err.message : "L'envoi a échoué.");
    } finally {
      await qc.invalidateQueries();
    }
  }
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
    >
      <p className="flex items-start gap-2">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> {MSG_SEUL_CONFIRMATEUR}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {lu.modeVerification === "delai" ? (
          aPrevenir > 0 && (
            <Button variant="outline" onClick={() => setOuvert(true)}>
              <MailIcon aria-hidden /> {prevenirLes(aPrevenir)}
            </Button>
          )
        ) : (
          <Button
            variant="outline"
            className="h-auto max-w-full whitespace-normal text-left"
            asChild
          >
            <Link href="/parametres/?tab=agence">
              Choisir le mode délai (Paramètres &gt; Agence)
            </Link>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={ouvert}
        onOpenChange={setOuvert}
        onConfirm={prevenir}
        title="Prévenir les propriétaires ?"
        description="Chaque propriétaire reçoit un e-mail avec les 4 derniers caractères de son IBAN ; sans opposition, l'IBAN sera utilisé pour ses reversements 72 heures plus tard. Les propriétaires sans adresse e-mail attendent une deuxième personne."
        confirmLabel="Envoyer les e-mails"
        destructive={false}
      />
    </div>
  );
}

/**
 * On an owner's screen whose IBAN came with an import: « Confirmer les N IBAN » of that import, for another admin or
 * comptable than the importer (a comptable does not see Paramètres > Reprise de données).
 */
export function ConfirmerIbansImport({ importId }: { importId: number }) {
  const user = useSession().user;
  const q = useQuery({ ...ibansImportQuery(importId), enabled: canMoveMoney(user?.role) });
  const lu = q.data;
  if (!lu || lu.auteur.toLowerCase() === user?.email.toLowerCase()) return null;
  const enAttente = lu.ibans
    .filter((l) => l.statut === "a_verifier")
    .map((l) => ({ ...l, id: l.ClientId }));
  return enAttente.length > 1 ? <ConfirmerTout importId={importId} enAttente={enAttente} /> : null;
}

/** The card of an import's IBANs; nothing when it brought none. */
export function IbansImportCard({ importId }: { importId: number }) {
  const user = useSession().user;
  const q = useQuery(ibansImportQuery(importId));
  const lu = q.data;
  if (!lu?.ibans.length) return null;
  const lignes: Ligne[] = lu.ibans.map((l) => ({ ...l, id: l.ClientId }));
  const enAttente = lignes.filter((l) => l.statut === "a_verifier");
  const soi = lu.auteur.toLowerCase() === user?.email.toLowerCase();
  return (
    <Card role="region" aria-label={`IBAN de l'import n° ${importId}`}>
      <CardHeader>
        <CardTitle>IBAN importés (import n° {importId})</CardTitle>
        <CardDescription>
          {enAttente.length
            ? ibansEnAttente(enAttente.length, formatDateTime(enAttente[0]?.createdAt))
            : "Tous les IBAN de cet import sont vérifiés."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {enAttente.length > 0 && lu.seulConfirmateur && (
          <SeulConfirmateur importId={importId} lu={lu} />
        )}
        {enAttente.length > 0 && canMoveMoney(user?.role) && (
          <div className="flex flex-col items-start gap-1">
            {soi ? (
              <p className="text-sm text-muted-foreground">{MSG_IMPORTEUR_NE_CONFIRME_PAS}</p>
            ) : (
              <ConfirmerTout importId={importId} enAttente={enAttente} />
            )}
          </div>
        )}
        <DataTable
          columns={colonnes}
          data={lignes}
          actions={{ edit: false, view: false, delete: false }}
          searchable={false}
          exportName={`import-${importId}-ibans`}
          emptyText="Aucun IBAN dans cet import."
        />
      </CardContent>
    </Card>
  );
}

/** Paramètres > Reprise de données: the IBANs of the latest finished import, under its result (ADR 116). */
export function IbansDernierImport() {
  const { data } = useQuery(importsQuery);
  const dernier = data?.find((i) => i.statut === "termine");
  return dernier ? <IbansImportCard importId={dernier.id} /> : null;
}
