import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { GlobeIcon, MailCheckIcon, SendIcon, UserXIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import type { RecordRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";

// Staff's « Espace en ligne » card on the Client, Locataire and Fournisseur screens (issue 62, item 1; 76 item 6): the access's state,
// « Inviter » / « Renvoyer l'invitation » (an e-mail with a link valid 7 days) and « Révoquer l'accès » (its
// sessions end at once), behind a confirmation. Issue 75: the address the access answers to beside the record's; a
// changed address suspends the access until an admin or another person confirms the new one (« Confirmer la nouvelle
// adresse »: its author alone is refused by the server).

type Acces = Answer<"GET /Client/:id/acces">["acces"];
type Ressource = "Client" | "Locataire" | "Fournisseur";

const calls = (ressource: Ressource, id: number) =>
  ressource === "Client"
    ? {
        lire: route("GET /Client/:id/acces", { id }),
        inviter: route("POST /Client/:id/acces", { id }),
        revoquer: route("DELETE /Client/:id/acces", { id }),
        confirmerAdresse: route("POST /Client/:id/acces/confirmerAdresse", { id }),
      }
    : ressource === "Locataire"
      ? {
          lire: route("GET /Locataire/:id/acces", { id }),
          inviter: route("POST /Locataire/:id/acces", { id }),
          revoquer: route("DELETE /Locataire/:id/acces", { id }),
          confirmerAdresse: route("POST /Locataire/:id/acces/confirmerAdresse", { id }),
        }
      : // A supplier's space (issue 76 item 6) is never suspended by an address change: no re-pointing.
        {
          lire: route("GET /Fournisseur/:id/acces", { id }),
          inviter: route("POST /Fournisseur/:id/acces", { id }),
          revoquer: route("DELETE /Fournisseur/:id/acces", { id }),
          confirmerAdresse: null,
        };

/** The state in words, as the card's line says it. */
function etatAcces(a: Acces): { badge: string; ligne: string } {
  if (!a) return { badge: "Aucun accès", ligne: "Cette personne n'a pas encore été invitée." };
  if (a.statut === "suspendu")
    return {
      badge: "Suspendu",
      ligne: `L'adresse de la fiche a été modifiée le ${formatDateTime(a.suspenduAt)} par ${a.suspenduPar ?? "?"} : l'accès est suspendu et l'ancienne adresse a été prévenue. Un administrateur ou une autre personne doit confirmer la nouvelle adresse.`,
    };
  if (a.statut === "revoque")
    return { badge: "Révoqué", ligne: `Accès révoqué le ${formatDate(a.revoqueAt)}.` };
  if (a.statut === "actif")
    return {
      badge: "Actif",
      ligne: a.derniereConnexion
        ? `Dernière connexion le ${formatDateTime(a.derniereConnexion)}.`
        : `Activé le ${formatDate(a.activeAt)}.`,
    };
  return {
    badge: "Invité",
    ligne: a.invitationExpireAt
      ? `Invité le ${formatDate(a.inviteAt)} (lien valable jusqu'au ${formatDate(a.invitationExpireAt)}).`
      : `Invité le ${formatDate(a.inviteAt)} : le lien a expiré, renvoyez l'invitation.`,
  };
}

function AccesEspaceCard({ ressource, id }: { ressource: Ressource; id: number }) {
  const c = calls(ressource, id);
  const queryClient = useQueryClient();
  const key = [ressource, id, "acces"];
  const acces = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ acces: Acces }>(c.lire, { signal }),
  });
  const [pending, setPending] = React.useState(false);
  const [confirmer, setConfirmer] = React.useState(false);
  const [reorienter, setReorienter] = React.useState(false);
  const a = acces.data?.acces ?? null;
  const etat = etatAcces(a);

  async function agir(call: typeof c.inviter, message: string, body?: unknown) {
    setPending(true);
    try {
      const r = await api<{ acces: Acces }>(call, body === undefined ? {} : { body });
      queryClient.setQueryData(key, r);
      notify.success(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby={`acces-${ressource}-${id}`}
      className="flex flex-col gap-3 rounded-lg border bg-card px-4 py-3"
      data-testid="acces-espace"
    >
      <div className="flex flex-wrap items-center gap-2">
        <GlobeIcon aria-hidden className="size-4 text-muted-foreground" />
        <h3 id={`acces-${ressource}-${id}`} className="font-medium">
          Espace en ligne
        </h3>
        {acces.data && (
          <Badge variant={a?.statut === "actif" ? "default" : "secondary"}>{etat.badge}</Badge>
        )}
      </div>
      {acces.data && (
        <>
          <p className="text-sm text-muted-foreground">{etat.ligne}</p>
          {a && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">L'accès répond à</dt>
              <dd className="break-all font-medium" data-testid="acces-adresse">
                {a.email}
              </dd>
              {a.emailFiche !== a.email && (
                <>
                  <dt className="text-muted-foreground">Adresse de la fiche</dt>
                  <dd className="break-all" data-testid="acces-adresse-fiche">
                    {a.emailFiche ?? "aucune"}
                  </dd>
                </>
              )}
              {a.ancienneAdresse && a.reorienteAt && (
                <>
                  <dt className="text-muted-foreground">Ancienne adresse</dt>
                  <dd className="break-all">
                    {a.ancienneAdresse} (remplacée le {formatDate(a.reorienteAt)} par{" "}
                    {a.reorientePar})
                  </dd>
                </>
              )}
            </dl>
          )}
          <div className="flex flex-wrap gap-2">
            {a?.emailFiche &&
              a.emailFiche !== a.email &&
              a.statut !== "invite" &&
              a.statut !== "actif" && (
                <Button size="sm" disabled={pending} onClick={() => setReorienter(true)}>
                  <MailCheckIcon aria-hidden />
                  Confirmer la nouvelle adresse
                </Button>
              )}
            {a?.statut !== "suspendu" && (
              <Button
                size="sm"
                variant={a && a.statut !== "revoque" ? "outline" : "default"}
                disabled={pending}
                onClick={() =>
                  agir(
                    c.inviter,
                    a?.statut === "actif"
                      ? "Un nouveau lien a été envoyé par e-mail."
                      : "L'invitation a été envoyée par e-mail.",
                  ).catch(() => undefined)
                }
              >
                <SendIcon aria-hidden />
                {a && a.statut !== "revoque" ? "Renvoyer l'invitation" : "Inviter"}
              </Button>
            )}
            {a && a.statut !== "revoque" && (
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => setConfirmer(true)}
              >
                <UserXIcon aria-hidden />
                Révoquer l'accès
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        title="Révoquer l'accès à l'espace ?"
        description="Ses sessions prennent fin aussitôt et son lien d'invitation ne sert plus. Une nouvelle invitation pourra le rouvrir."
        confirmLabel="Révoquer"
        onConfirm={() => agir(c.revoquer, "L'accès à l'espace a été révoqué.")}
      />
      <ConfirmDialog
        open={reorienter}
        onOpenChange={setReorienter}
        title="Confirmer la nouvelle adresse ?"
        description={`L'espace répondra à ${a?.emailFiche ?? ""} au lieu de ${a?.email ?? ""} : une invitation y sera envoyée. Seul un administrateur ou une autre personne que l'auteur du changement peut le confirmer.`}
        confirmLabel="Confirmer l'adresse"
        onConfirm={() =>
          c.confirmerAdresse &&
          agir(
            c.confirmerAdresse,
            "La nouvelle adresse est confirmée : l'invitation a été envoyée.",
            { email: a?.emailFiche ?? "" },
          )
        }
      />
    </section>
  );
}

// Under the record's details, not while they are being edited.
export const AccesEspaceClient = (p: { record: RecordRead<"Client">; editing: boolean }) =>
  p.editing ? null : <AccesEspaceCard ressource="Client" id={p.record.id} />;
export const AccesEspaceLocataire = (p: { record: RecordRead<"Locataire">; editing: boolean }) =>
  p.editing ? null : <AccesEspaceCard ressource="Locataire" id={p.record.id} />;
// Issue 76 item 6: the supplier's space, invited at its contact address.
export const AccesEspaceFournisseur = (p: {
  record: RecordRead<"Fournisseur">;
  editing: boolean;
}) => (p.editing ? null : <AccesEspaceCard ressource="Fournisseur" id={p.record.id} />);
