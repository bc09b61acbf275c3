import * as React from "react";
import { useLocation } from "wouter";
import { useSetPassword } from "@/api/account";
import { ApiError } from "@/api/client";
import { sessionStore, useSession } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { homeFor } from "@/app/route-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MESSAGES, notify } from "@/lib/notify";
import { MOT_DE_PASSE_TROP_COURANT } from "@worker/domain/password/rules";
import { PASSWORD_RULE, PasswordStrength, usePasswordRules } from "./password-strength";

const MIN_LENGTH = 6;

export function SetPasswordPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const mutation = useSetPassword();
  const [password, setPassword] = React.useState("");
  const [confirm, setConfirm] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const rules = usePasswordRules(session.user?.email);
  const tooCommon = rules.tooCommon(password);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(MESSAGES.passwordMismatch);
    if (password.length < MIN_LENGTH) return setError(MESSAGES.passwordTooShort);
    if (tooCommon) return setError(MOT_DE_PASSE_TROP_COURANT);
    setError(null);
    try {
      const { user } = await mutation.mutateAsync(password);
      tokenStore.replace(user.token);
      if (session.user) sessionStore.setUser({ ...session.user, mustSetPassword: false });
      notify.info(MESSAGES.passwordChanged);
      navigate(homeFor(session.user?.role ?? null), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        setError(err.fields?.password ?? err.message);
    }
  }

  return (
    <div className="flex min-h-full items-center justify-center py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">Changer de mot de passe</CardTitle>
          <CardDescription>
            {session.user?.mustSetPassword
              ? "Choisissez un mot de passe personnel pour continuer."
              : "Saisissez deux fois votre nouveau mot de passe."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {/* The account the new password belongs to, for password managers. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={session.user?.email ?? ""}
              readOnly
              hidden
            />
            <Field data-invalid={!!error}>
              <FieldLabel htmlFor="password">Nouveau mot de passe</FieldLabel>
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                aria-invalid={!!error || undefined}
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(null);
                }}
                aria-describedby="password-rule"
                autoFocus
              />
              <FieldDescription id="password-rule">{PASSWORD_RULE}</FieldDescription>
              <PasswordStrength
                force={password ? rules.strength(password) : null}
                tooCommon={tooCommon}
              />
            </Field>
            <Field data-invalid={!!error}>
              <FieldLabel htmlFor="confirm">Confirmation</FieldLabel>
              <Input
                id="confirm"
                type="password"
                autoComplete="new-password"
                aria-invalid={!!error || undefined}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </Field>
            {/* The meter says it already when the list refused it. */}
            <FieldError>
              {error === MOT_DE_PASSE_TROP_COURANT && tooCommon ? null : error}
            </FieldError>
            <Button type="submit" disabled={mutation.isPending} className="w-full">
              Enregistrer
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
