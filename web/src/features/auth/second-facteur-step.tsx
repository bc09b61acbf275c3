import * as React from "react";
import { KeyRoundIcon } from "lucide-react";
import { utiliserCle } from "@/features/cles-acces/navigateur";
import { account } from "@/api/account";
import type { Answer } from "@/api/answers";
import { ApiError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/lib/notify";
import { MSG_CODE_REQUIS } from "@worker/domain/deux-facteurs/messages";

type SignedIn = Answer<"POST /user/login/code">["user"];

/**
 * The login's second step (issue 59): the 6 digits of the authenticator app, or « Utiliser un code de secours »,
 * or, for an account with a passkey, « Utiliser une clé d'accès » (the only way when it has no app: `totp` false).
 * A challenge that expired (5 minutes) sends back to the password.
 */
export function SecondFacteurStep({
  challenge,
  passkey,
  totp = true,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  /** The options of navigator.credentials.get() when the account has a passkey. */
  passkey?: unknown;
  /** A code is accepted too. */
  totp?: boolean;
  onSignedIn: (user: SignedIn) => void;
  onRestart: () => void;
}) {
  const [secours, setSecours] = React.useState(false);
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);

  async function avecCle() {
    setPending(true);
    setError(null);
    try {
      const { user } = await account.loginPasskey(challenge, await utiliserCle(passkey));
      onSignedIn(user);
    } catch (err) {
      if (err instanceof ApiError && err.code === "challenge_invalide") {
        notify.danger(err.message);
        onRestart();
      } else if (err instanceof Error) setError(err.message);
    } finally {
      setPending(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(MSG_CODE_REQUIS);
    setPending(true);
    setError(null);
    try {
      const { user } = await account.loginCode(challenge, code.trim());
      onSignedIn(user);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.code === "challenge_invalide") {
        notify.danger(err.message);
        onRestart();
      } else {
        setError(err.fields?.code ?? err.message);
        setCode("");
        input.current?.focus();
      }
    } finally {
      setPending(false);
    }
  }

  function basculer() {
    setSecours((s) => !s);
    setCode("");
    setError(null);
    input.current?.focus();
  }

  const id = secours ? "code-secours" : "code-verification";
  return (
    <div className="flex min-h-full items-center justify-center py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">{totp ? "Code de vérification" : "Clé d'accès"}</CardTitle>
          <CardDescription>
            {!totp
              ? "Utilisez la clé d'accès enregistrée sur votre compte pour terminer la connexion."
              : secours
                ? "Saisissez l'un de vos codes de secours : il ne servira qu'une fois."
                : "Saisissez le code à 6 chiffres affiché par votre application d'authentification."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {totp ? (
              <>
                <Field data-invalid={error !== null}>
                  <FieldLabel htmlFor={id}>
                    {secours ? "Code de secours" : "Code de vérification"}
                  </FieldLabel>
                  <Input
                    ref={input}
                    key={id}
                    id={id}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    inputMode={secours ? "text" : "numeric"}
                    autoComplete={secours ? "off" : "one-time-code"}
                    pattern={secours ? undefined : "[0-9]*"}
                    maxLength={secours ? 20 : 6}
                    autoFocus
                    aria-invalid={error !== null || undefined}
                    className="font-mono text-lg tracking-widest"
                  />
                  <FieldError>{error}</FieldError>
                </Field>
                <Button type="submit" disabled={pending || !code.trim()} className="w-full">
                  {pending ? "Vérification..." : "Valider"}
                </Button>
              </>
            ) : (
              <FieldError>{error}</FieldError>
            )}
            {passkey ? (
              <Button
                type="button"
                variant={totp ? "outline" : "default"}
                disabled={pending}
                onClick={avecCle}
                className="w-full"
                autoFocus={!totp}
              >
                <KeyRoundIcon aria-hidden /> Utiliser une clé d'accès
              </Button>
            ) : null}
            <div className="flex flex-col items-start gap-1 text-sm">
              {totp ? (
                <button
                  type="button"
                  onClick={basculer}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {secours
                    ? "Utiliser l'application d'authentification"
                    : "Utiliser un code de secours"}
                </button>
              ) : null}
              <button
                type="button"
                onClick={onRestart}
                className="text-muted-foreground underline-offset-4 hover:underline"
              >
                Revenir au mot de passe
              </button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
