import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { route } from "@/api/routes";
import { ErrorState } from "@/components/error-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { notify } from "@/lib/notify";
import { espaceApi } from "@/features/espace/espace-api";
import { espaceProprietaireQuery } from "@/features/espace-proprietaire/espace-proprietaire-api";
import { DemandeFil, StatutBadge } from "./demande-fil";
import { type EnvoiDemande, NouvelleDemandeForm } from "./nouvelle-demande-form";

// A space's requests (issue 62, item 5): the tenant's « Mes demandes » (with photos) and the owner's « Messages »:
// the form to write to the agency, then what was sent, newest first, with its state and the agency's replies.

type Espace = "locataire" | "proprietaire";

const TEXTES: Record<
  Espace,
  { intro: string; nouvelle: string; vide: string; envoyee: string; exemple: string }
> = {
  locataire: {
    intro:
      "Signalez une fuite, une panne ou posez une question : l'agence vous répond ici et vous prévient par e-mail.",
    nouvelle: "Nouvelle demande",
    vide: "Vous n'avez encore envoyé aucune demande.",
    envoyee: "Demande envoyée à l'agence.",
    exemple: "Une fuite, une panne, une question…",
  },
  proprietaire: {
    intro: "Écrivez à l'agence : elle vous répond ici et vous prévient par e-mail.",
    nouvelle: "Nouveau message",
    vide: "Vous n'avez encore envoyé aucun message.",
    envoyee: "Message envoyé à l'agence.",
    exemple: "Des travaux, un document, une question…",
  },
};

const cle = (espace: Espace) => ["espace", espace, "demandes"];

async function envoyer(espace: Espace, d: EnvoiDemande) {
  if (espace === "proprietaire")
    return espaceApi(route("POST /espace/proprietaire/demandes"), {
      body: { objet: d.objet, texte: d.texte, AppartementId: d.AppartementId },
    });
  const form = new FormData();
  form.append("objet", d.objet);
  form.append("texte", d.texte);
  for (const p of d.photos) form.append("photos", p, p.name);
  return espaceApi(route("POST /espace/locataire/demandes"), { body: form });
}

export function DemandesEspace({ espace }: { espace: Espace }) {
  const qc = useQueryClient();
  const t = TEXTES[espace];
  // The owner's lots (the owner's space's own read, shared with its pages), to name the one a message is about.
  const proprietaire = useQuery({ ...espaceProprietaireQuery, enabled: espace === "proprietaire" });
  const logements = (proprietaire.data?.appartements ?? []).map((a) => ({
    id: a.id,
    libelle: a.designation ? `${a.adresse} (${a.designation})` : a.adresse,
  }));
  const { data, isError, error, isLoading } = useQuery({
    queryKey: cle(espace),
    queryFn: ({ signal }) =>
      espaceApi<Answer<"GET /espace/locataire/demandes">>(
        route(
          espace === "locataire"
            ? "GET /espace/locataire/demandes"
            : "GET /espace/proprietaire/demandes",
        ),
        { signal },
      ),
  });
  return (
    <div className="flex flex-col gap-4">
      {/* The frame (espace-app.tsx) titles the page. */}
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t.nouvelle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <NouvelleDemandeForm
            avecPhotos={espace === "locataire"}
            exempleObjet={t.exemple}
            logements={logements}
            envoyer={async (d) => {
              await envoyer(espace, d);
              notify.success(t.envoyee);
              await qc.invalidateQueries({ queryKey: cle(espace) });
            }}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="demandes-envoyees" className="flex flex-col gap-3">
        <h2 id="demandes-envoyees" className="text-lg font-semibold">
          Envoyé{espace === "locataire" ? "es" : "s"}
        </h2>
        {isError ? (
          <ErrorState error={error} />
        ) : isLoading ? (
          <p className="text-sm text-muted-foreground">Chargement…</p>
        ) : !data?.data.length ? (
          <p className="text-sm text-muted-foreground">{t.vide}</p>
        ) : (
          data.data.map((d) => (
            <Card key={d.id}>
              <CardHeader>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle className="break-words">
                    <h3>{d.objet}</h3>
                  </CardTitle>
                  <StatutBadge statut={d.statut} />
                </div>
                <CardDescription>
                  Envoyé le {formatDate(parisToday(new Date(d.createdAt)))}
                  {espace === "proprietaire" && d.logement ? ` · ${d.logement}` : ""}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <DemandeFil demande={d} espace />
              </CardContent>
            </Card>
          ))
        )}
      </section>
    </div>
  );
}
