import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api, apiBlob } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateInput } from "@/components/date-input";
import { Label } from "@/components/ui/label";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { moisLong } from "@worker/domain/compte/libelles";
import { parisDate } from "@worker/domain/dates";
import { de } from "@worker/domain/francais/elision";
import { PaiementAssureur } from "./paiement-assureur";

// The lease's claim (issue 78 item 5, ADR 130), under its guarantee: each step of each unpaid term with its last day
// and state, « Enregistrer l'étape » with its date (confirmed: a step recorded is not undone), the step letters and
// the claim file. Shown only for a lease under a GLI or Visale.

type Sinistre = Answer<"GET /Dossier/:id/sinistre">;
type Etape = Sinistre["etapes"][number];

const ETATS: Record<Etape["etat"], { libelle: string; classe: string }> = {
  faite: { libelle: "Faite", classe: "text-emerald-700" },
  a_faire: { libelle: "À faire", classe: "text-amber-700" },
  expiree: { libelle: "Expirée : couverture menacée", classe: "text-destructive font-medium" },
};

const SELECT =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const cle = (e: Pick<Etape, "QuitanceId" | "etape">) => `${e.QuitanceId}:${e.etape}`;

export function SinistreCard({
  dossierId,
  type,
  duAssureur,
}: {
  dossierId: number;
  type: string;
  /** What the tenant still owes the insurers (subrogation): its payments of it are recorded here. */
  duAssureur: number;
}) {
  const qc = useQueryClient();
  const key = ["Dossier", dossierId, "sinistre"];
  const actif = type === "gli" || type === "visale";
  const { data } = useQuery({
    queryKey: key,
    enabled: actif,
    queryFn: ({ signal }) =>
      api<Sinistre>(route("GET /Dossier/:id/sinistre", { id: dossierId }), { signal }),
  });
  const [choix, setChoix] = React.useState("");
  const [date, setDate] = React.useState(() => parisDate(new Date()));
  const [confirmer, setConfirmer] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  if (!actif) return null;
  const aFaire = (data?.etapes ?? []).filter((e) => e.etat !== "faite");
  const choisie = aFaire.find((e) => cle(e) === choix) ?? aFaire[0];

  async function enregistrer() {
    if (!choisie) return;
    setBusy(true);
    try {
      await api(route("POST /Dossier/:id/sinistre/etapes", { id: dossierId }), {
        body: { QuitanceId: choisie.QuitanceId, etape: choisie.etape, date },
      });
      notify.success("Étape du sinistre enregistrée.");
      setChoix("");
    } catch (err) {
      tellError(err);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: key });
    }
  }

  async function telecharger(quoi: "relance" | "mise_en_demeure" | "zip") {
    try {
      if (quoi === "zip")
        saveBlob(
          await apiBlob(route("GET /Dossier/:id/sinistre/dossier.zip", { id: dossierId })),
          `sinistre-bail-${dossierId}.zip`,
        );
      else
        saveBlob(
          await apiBlob(
            withQuery(route("GET /Dossier/:id/sinistre/lettre", { id: dossierId }), {
              etape: quoi,
            }),
          ),
          `${quoi === "relance" ? "Relance" : "Mise en demeure"} - bail ${dossierId}.pdf`,
        );
    } catch (err) {
      tellError(err);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sinistre</CardTitle>
        <CardDescription>
          Les étapes à tenir pour chaque terme impayé (
          {type === "gli" ? "délais du contrat GLI" : "règles Visale"}) ; une étape manquée menace
          la couverture.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!data ? null : data.etapes.length === 0 ? (
          // Visale counts a claim only from two unpaid terms: one unpaid before that is said, with the server's day.
          // A GLI covers no term before its adhesion: those unpaid are said as not covered, not as « none ».
          <p className="text-sm text-muted-foreground" data-attente={data.attente ? "" : undefined}>
            {data.attente?.libelle ??
              data.avantAdhesion?.libelle ??
              "Aucun terme impayé : pas d'étape à tenir."}
          </p>
        ) : (
          <ul
            className="flex flex-col divide-y rounded-md border text-sm"
            aria-label="Étapes du sinistre"
          >
            {data.etapes.map((e) => (
              <li
                key={cle(e)}
                className="flex flex-col gap-0.5 p-2 sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="whitespace-nowrap sm:w-48 sm:shrink-0">
                  Terme {de(moisLong(e.mois))}
                </span>
                <span className="flex-1">{e.libelle}</span>
                <span className="whitespace-nowrap sm:w-48">
                  au plus tard le {formatDate(e.date)}
                </span>
                <span className={`sm:w-56 ${ETATS[e.etat].classe}`}>
                  {ETATS[e.etat].libelle}
                  {e.faiteLe ? ` le ${formatDate(e.faiteLe)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data?.etapes.length && data.avantAdhesion ? (
          <p className="text-sm text-muted-foreground">{data.avantAdhesion.libelle}</p>
        ) : null}
        {aFaire.length > 0 && (
          <form
            className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
            onSubmit={(ev) => {
              ev.preventDefault();
              setConfirmer(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sinistre-etape">Étape</Label>
              <select
                id="sinistre-etape"
                className={SELECT}
                value={choisie ? cle(choisie) : ""}
                onChange={(ev) => setChoix(ev.target.value)}
              >
                {aFaire.map((e) => (
                  <option key={cle(e)} value={cle(e)}>
                    {moisLong(e.mois)} · {e.libelle}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sinistre-date">Faite le</Label>
              <DateInput id="sinistre-date" value={date} onChange={setDate} />
            </div>
            <Button type="submit" disabled={busy}>
              Enregistrer l'étape
            </Button>
          </form>
        )}
        {duAssureur > 0 && <PaiementAssureur dossierId={dossierId} du={duAssureur} />}
        <div className="flex flex-wrap gap-2">
          {type === "gli" && (
            <Button variant="outline" onClick={() => telecharger("relance")}>
              Lettre de relance (PDF)
            </Button>
          )}
          <Button variant="outline" onClick={() => telecharger("mise_en_demeure")}>
            Mise en demeure (PDF)
          </Button>
          <Button variant="outline" onClick={() => telecharger("zip")}>
            Dossier de sinistre (zip)
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmer}
        onOpenChange={setConfirmer}
        onConfirm={enregistrer}
        title="Enregistrer l'étape ?"
        description={
          choisie
            ? `« ${choisie.libelle} » pour le terme ${de(moisLong(choisie.mois))}, faite le ${formatDate(date)}. Une étape enregistrée ne peut pas être retirée.`
            : undefined
        }
        confirmLabel="Enregistrer l'étape"
      />
    </Card>
  );
}
