import * as React from "react";
import { useLocation } from "wouter";
import { account } from "@/api/account";
import { ApiError } from "@/api/client";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { homeFor } from "@/app/route-types";
import { useCanVisit } from "@/app/can-visit";
import { returnPath } from "@/lib/return-path";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MESSAGES, notify } from "@/lib/notify";
import type { Answer } from "@/api/answers";

// The code step, for accounts with a second factor only: its own chunk, out of /login's first load (150 KB budget).
const SecondFacteurStep = React.lazy(() =>
  import("./second-facteur-step").then((m) => ({ default: m.SecondFacteurStep })),
);

type SignedIn = Extract<Answer<"POST /user/login">, { user: unknown }>["user"];
type SecondStep = Extract<Answer<"POST /user/login">, { secondFacteur: true }>;

export function LoginPage() {
  const [, navigate] = useLocation();
  const canVisit = useCanVisit();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [remember, setRemember] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  /** The password was right for an account with a second factor: its challenge (and passkey options), for the next step. */
  const [etape, setEtape] = React.useState<SecondStep | null>(null);

  function signedIn(user: SignedIn) {
    const { token, ...profile } = user;
    tokenStore.set(token, remember);
    notify.clear();
    sessionStore.setUser(profile);
    // Back to the page the expired session or the login wall interrupted, when this role may see it.
    const back = returnPath.take();
    const target = back && canVisit(back, profile.role) ? back : homeFor(profile.role);
    navigate(profile.mustSetPassword ? "/setPassword" : target, { replace: true });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await account.login({ email: email.trim(), password, remember });
      if ("secondFacteur" in answer) {
        setPassword("");
        setEtape(answer);
      } else signedIn(answer.user);
    } catch (err) {
      if (err instanceof ApiError)
        notify.danger(err.status === 429 ? err.message : MESSAGES.loginFailed);
    } finally {
      setPending(false);
    }
  }

  if (etape)
    return (
      <React.Suspense fallback={null}>
        <SecondFacteurStep
          challenge={etape.challenge}
          passkey={etape.passkey}
          totp={etape.totp !== false}
          onSignedIn={signedIn}
          onRestart={() => setEtape(null)}
        />
      </React.Suspense>
    );

  return (
    <div className="flex min-h-full items-center justify-center py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">Connexion</CardTitle>
          <CardDescription>Identifiez-vous pour accéder au back-office.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field>
              <FieldLabel htmlFor="email">Adresse e-mail</FieldLabel>
              <Input
                id="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
              />
            </Field>
            <Field>
              <FieldLabel htmlFor="password">Mot de passe</FieldLabel>
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <div className="flex items-center gap-2">
              <Checkbox
                id="remember"
                checked={remember}
                onCheckedChange={(v) => setRemember(v === true)}
              />
              <Label htmlFor="remember" className="font-normal">
                Se souvenir de moi
              </Label>
            </div>
            <Button type="submit" disabled={pending || !email || !password} className="w-full">
              {pending ? "Connexion..." : "Se connecter"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
