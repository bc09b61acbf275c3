import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { Answer } from "@/api/answers";
import { ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { MESSAGES } from "@/lib/notify";
import { MOT_DE_PASSE_TROP_COURANT } from "@worker/domain/password/rules";
import {
  PASSWORD_RULE,
  PasswordStrength,
  usePasswordRules,
} from "@/features/auth/password-strength";
import { espaceApi } from "./espace-api";
import { espaceToken } from "./espace-token";
import type { Connexion } from "./connexion-espace";

// The invitation's page /espace/invitation/{jeton} (issue 62, item 1): opening it changes nothing (a mail scanner
// follows links); it says for whom, asks for a password twice (staff's rules and meter), and only its button
// « Activer mon espace » sends the POST that spends the link. Then the space opens.

type Invitation = Answer<"GET /espace/invitation/:jeton">;
const MIN_LENGTH = 6;
const ESPACE: Record<Invitation["espace"], string> = {
  proprietaire: "votre espace propriétaire",
  locataire: "votre espace locataire",
  fournisseur: "votre espace fournisseur",
};

export function InvitationPage({ jeton }: { jeton: string }) {
  const [, navigate] = useLocation();
  const invitation = useQuery({
    queryKey: ["espace", "invitation", jeton],
    queryFn: () => espaceApi<Invitation>(route("GET /espace/invitation/:jeton", { jeton })),
    retry: false,
    staleTime: Infinity,
  });
  const [password, setPassword] = React.useState("");
  const [confirm, setConfirm] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const rules = usePasswordRules(invitation.data?.email);
  const tooCommon = rules.tooCommon(password);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setError(MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(MESSAGES.passwordMismatch);
    if (tooCommon) return setError(MOT_DE_PASSE_TROP_COURANT);
    setError(null);
    setPending(true);
    try {
      const c = await espaceApi<Connexion>(route("POST /espace/invitation/:jeton", { jeton }), {
        body: { password },
      });
      espaceToken.set(c.token, false);
      navigate("/espace", { replace: true });
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (e.fields?.password ?? e.message)
          : "Activation impossible pour le moment. Réessayez dans un instant.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Activer mon espace</h1>
          {invitation.data && (
            <CardDescription>
              {invitation.data.agence} vous invite à {ESPACE[invitation.data.espace]} en ligne.
              Choisissez votre mot de passe pour l'adresse{" "}
              <strong className="[overflow-wrap:anywhere]">{invitation.data.email}</strong>.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {invitation.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : invitation.isError ? (
            <div className="flex flex-col gap-3">
              <p role="alert" className="text-sm text-destructive">
                {invitation.error instanceof ApiError
                  ? invitation.error.message
                  : "Ce lien ne peut pas être lu pour le moment."}
              </p>
              <p className="text-sm text-muted-foreground">
                Demandez une nouvelle invitation à l'agence, ou connectez-vous si votre espace est
                déjà activé.
              </p>
              <Button variant="outline" onClick={() => navigate("/espace")}>
                Aller à la connexion
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={invitation.data.email}
                readOnly
                hidden
              />
              <Field data-invalid={!!error}>
                <FieldLabel htmlFor="password">Mot de passe</FieldLabel>
                <Input
                  id="password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={!!error || undefined}
                  aria-describedby="password-rule"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(null);
                  }}
                  autoFocus
                />
                <FieldDescription id="password-rule">{PASSWORD_RULE}</FieldDescription>
                <PasswordStrength
                  force={password ? rules.strength(password) : null}
                  tooCommon={tooCommon}
                />
              </Field>
              <Field data-invalid={!!error}>
                <FieldLabel htmlFor="confirm">Confirmation du mot de passe</FieldLabel>
                <Input
                  id="confirm"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={!!error || undefined}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </Field>
              <FieldError>
                {error === MOT_DE_PASSE_TROP_COURANT && tooCommon ? null : error}
              </FieldError>
              <Button type="submit" disabled={pending} className="w-full">
                Activer mon espace
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
