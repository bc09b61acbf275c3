import * as React from "react";
import type { Answer } from "@/api/answers";
import { ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { espaceApi } from "./espace-api";

// The spaces' sign-in (issue 62, item 1): e-mail and password, or a 6-digit code received by e-mail (first the
// address, then the code). The server answers the same whether the address is known or not; so does this page.

export type Connexion = Answer<"POST /espace/login">;
type Mode = "motDePasse" | "demandeCode" | "saisieCode";

const ERREUR_RESEAU = "Connexion impossible pour le moment. Réessayez dans un instant.";
const message = (e: unknown) =>
  e instanceof ApiError ? (e.fields?.email ?? e.fields?.code ?? e.message) : ERREUR_RESEAU;

export function ConnexionEspace({
  onConnecte,
  motif = null,
}: {
  onConnecte: (c: Connexion, remember: boolean) => void;
  /** Why the last session ended, in the server's words (shown until the next try). */
  motif?: string | null;
}) {
  const [mode, setMode] = React.useState<Mode>("motDePasse");
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [code, setCode] = React.useState("");
  const [remember, setRemember] = React.useState(false);
  const [erreur, setErreur] = React.useState<string | null>(motif);
  const [pending, setPending] = React.useState(false);

  async function envoyer(action: () => Promise<void>) {
    setPending(true);
    setErreur(null);
    try {
      await action();
    } catch (e) {
      setErreur(message(e));
    } finally {
      setPending(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const adresse = email.trim();
    if (mode === "motDePasse")
      return envoyer(async () => {
        const c = await espaceApi<Connexion>(route("POST /espace/login"), {
          body: { email: adresse, password, remember },
        });
        onConnecte(c, remember);
      });
    if (mode === "demandeCode")
      return envoyer(async () => {
        await espaceApi(route("POST /espace/code"), { body: { email: adresse } });
        setMode("saisieCode");
      });
    return envoyer(async () => {
      const c = await espaceApi<Connexion>(route("POST /espace/login/code"), {
        body: { email: adresse, code: code.trim(), remember },
      });
      onConnecte(c, remember);
    });
  }

  function changer(m: Mode) {
    setMode(m);
    setErreur(null);
    setCode("");
  }

  const pret =
    !!email.trim() &&
    (mode === "motDePasse" ? !!password : mode === "saisieCode" ? code.trim().length === 6 : true);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Mon espace en ligne</h1>
          <CardDescription>
            {mode === "saisieCode"
              ? `Si un espace est ouvert à l'adresse ${email.trim()}, un code à 6 chiffres vient d'y être envoyé. Il est valable 10 minutes.`
              : "Propriétaires et locataires : votre compte, vos documents et vos demandes."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field>
              <FieldLabel htmlFor="espace-email">Adresse e-mail</FieldLabel>
              <Input
                id="espace-email"
                type="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                readOnly={mode === "saisieCode"}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
              />
            </Field>
            {mode === "motDePasse" && (
              <Field>
                <FieldLabel htmlFor="espace-password">Mot de passe</FieldLabel>
                <Input
                  id="espace-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
            )}
            {mode === "saisieCode" && (
              <Field>
                <FieldLabel htmlFor="espace-code">Code reçu par e-mail</FieldLabel>
                <Input
                  id="espace-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                  autoFocus
                />
                <FieldDescription>6 chiffres, valable 10 minutes.</FieldDescription>
              </Field>
            )}
            {mode !== "demandeCode" && (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="espace-remember"
                  checked={remember}
                  onCheckedChange={(v) => setRemember(v === true)}
                />
                <Label htmlFor="espace-remember" className="font-normal">
                  Rester connecté
                </Label>
              </div>
            )}
            <FieldError>{erreur}</FieldError>
            <Button type="submit" disabled={pending || !pret} className="w-full">
              {mode === "demandeCode"
                ? "Recevoir un code"
                : pending
                  ? "Connexion…"
                  : "Se connecter"}
            </Button>
            {mode === "motDePasse" ? (
              <Button type="button" variant="link" onClick={() => changer("demandeCode")}>
                Recevoir un code par e-mail
              </Button>
            ) : (
              <div className="flex flex-col">
                {mode === "saisieCode" && (
                  <Button type="button" variant="link" onClick={() => changer("demandeCode")}>
                    Renvoyer un code
                  </Button>
                )}
                <Button type="button" variant="link" onClick={() => changer("motDePasse")}>
                  Se connecter avec un mot de passe
                </Button>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
