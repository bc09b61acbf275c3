import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Building2Icon, CheckCircle2Icon, InfoIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { ApiError, api } from "@/api/client";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatMoney } from "@/lib/format";
import { de } from "@worker/domain/francais/elision";

/** GET /Quitance/validation/{state}/{uuid}: what the page shows before the answer (the GET answers nothing). */
type Terme = Answer<"GET /Quitance/validation/:state/:uuid">;
type Etat =
  | { kind: "question" }
  | { kind: "envoi" }
  | { kind: "merci" }
  | { kind: "deja" }
  | { kind: "erreur"; message: string };

const DEJA = "Votre réponse a déjà été prise en compte par nos services...";

function Contact({ email }: { email: string | undefined }) {
  if (!email) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Pour toute question, contactez-nous à l'adresse{" "}
      <a
        className="font-medium [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
        href={`mailto:${email}`}
      >
        {email}
      </a>
      .
    </p>
  );
}

/**
 * Public page reached from the receipt e-mail. Opening it answers nothing (a mail scanner follows links): it shows
 * the term and asks for confirmation; only the button sends the tenant's answer. When staff already recorded a
 * payment or a state, or the tenant already answered, it says so with the agency's address.
 */
export function QuitanceValidationPage({ state, uuid }: { state: string; uuid: string }) {
  const paid = state === "true";
  const terme = useQuery({
    queryKey: ["Quitance", "validation", state, uuid],
    queryFn: () =>
      api<Terme>(route("GET /Quitance/validation/:state/:uuid", { state, uuid }), { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  const [etat, setEtat] = React.useState<Etat>({ kind: "question" });

  async function confirmer() {
    setEtat({ kind: "envoi" });
    try {
      await api(route("POST /Quitance/validation/:state/:uuid", { state, uuid }), { silent: true });
      setEtat({ kind: "merci" });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setEtat({ kind: "deja" });
      else
        setEtat({
          kind: "erreur",
          message:
            e instanceof ApiError && e.status === 404
              ? "Ce lien n'est pas valide."
              : "Votre réponse n'a pas pu être enregistrée. Veuillez réessayer.",
        });
    }
  }

  const info = terme.data;
  const introuvable =
    terme.isError && terme.error instanceof ApiError && terme.error.status === 404;
  let body: React.ReactNode;
  if (terme.isPending) {
    body = (
      <div className="flex w-full flex-col items-center gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-56" />
      </div>
    );
  } else if (!info) {
    body = (
      <>
        <XCircleIcon className="size-12 text-destructive" />
        <p className="font-medium">
          {introuvable
            ? "Ce lien n'est pas valide."
            : "Cette page n'a pas pu être chargée. Veuillez réessayer plus tard."}
        </p>
      </>
    );
  } else if (etat.kind === "merci") {
    body = (
      <>
        <CheckCircle2Icon className="size-12 text-success" />
        <h1 className="text-xl font-semibold">Merci pour votre réponse</h1>
        <p className="text-sm text-muted-foreground">
          {paid
            ? "Nous avons bien noté que votre loyer a été réglé."
            : "Nous avons bien noté que votre loyer n'a pas encore été réglé. Nos services reviendront vers vous si nécessaire."}
        </p>
      </>
    );
  } else if (etat.kind === "deja" || !info.ouverte) {
    body = (
      <>
        <InfoIcon className="size-12 text-info" />
        <p className="font-medium">{DEJA}</p>
        <Contact email={info.contact} />
      </>
    );
  } else {
    body = (
      <>
        <h1 className="text-xl font-semibold">Loyer {de(info.periode)}</h1>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 px-4 py-3 text-left text-sm">
          <dt className="text-muted-foreground">Période</dt>
          <dd>
            du {formatDate(info.du)} au {formatDate(info.au)}
          </dd>
          <dt className="text-muted-foreground">Montant</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(info.montant)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          {paid
            ? "Confirmez-vous avoir réglé ce loyer ?"
            : "Confirmez-vous ne pas avoir encore réglé ce loyer ?"}
        </p>
        <Button
          className="h-auto min-h-10 w-full whitespace-normal sm:w-auto"
          disabled={etat.kind === "envoi"}
          onClick={() => void confirmer()}
        >
          {etat.kind === "envoi" ? <Loader2Icon className="animate-spin" /> : null}
          {paid ? "Confirmer que j'ai payé" : "Confirmer que je n'ai pas encore payé"}
        </Button>
        {etat.kind === "erreur" ? (
          <p role="alert" className="text-sm text-destructive">
            {etat.message}
          </p>
        ) : null}
        <Contact email={info.contact} />
      </>
    );
  }

  return (
    <div className="flex min-h-full items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
          {info ? (
            <div className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
              <Building2Icon className="size-4" /> {info.agence}
            </div>
          ) : null}
          {body}
        </CardContent>
      </Card>
    </div>
  );
}
