import * as React from "react";
import { KeyRoundIcon } from "lucide-react";
import { clesAcces } from "@/features/cles-acces/cles-acces-api";
import { account } from "@/api/account";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import type { User } from "@/api/types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MESSAGES } from "@/lib/notify";

/**
 * What the user confirms with: the second factor when the account has one (GET /api/user/me says so with
 * `deuxFacteurs`, issue 59), its app's code (`totpActif`) or a passkey (`clesAcces`, the only way without the app),
 * else the password. The server refuses the other kind (400).
 */
export function preuveDe(user: User | null | undefined): "code" | "password" | "cle" {
  if (!user?.deuxFacteurs) return "password";
  return user.totpActif ? "code" : "cle";
}

/**
 * "Confirmer votre identité" (issue 59): asked by the HTTP client when a money move answers 403
 * `confirmation_requise`; `onDone(true)` once POST /api/user/confirmer accepted the proof (the request then goes
 * again), `onDone(false)` when the user cancels (the action is not done).
 */
export function ConfirmationDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { user } = useSession();
  const preuve = preuveDe(user);
  const [valeur, setValeur] = React.useState("");
  const [erreur, setErreur] = React.useState("");
  const [pending, setPending] = React.useState(false);
  const field = preuve === "code" ? "code" : "password";
  const avecCle = (user?.clesAcces ?? 0) > 0;

  async function parCle() {
    setPending(true);
    setErreur("");
    try {
      await account.confirmer(await clesAcces.preuveDeConfirmation());
      onDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onDone(false);
      else
        setErreur(
          err instanceof ApiError
            ? (err.fields?.passkey ?? err.message)
            : err instanceof Error
              ? err.message
              : MESSAGES.genericError,
        );
    } finally {
      setPending(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (preuve === "cle") return parCle();
    if (!valeur.trim()) {
      setErreur(preuve === "code" ? "Saisissez le code." : "Saisissez votre mot de passe.");
      return;
    }
    setPending(true);
    setErreur("");
    try {
      await account.confirmer(preuve === "code" ? { code: valeur.trim() } : { password: valeur });
      onDone(true);
    } catch (err) {
      // 401: the session is over, the client has sent the user to the login page.
      if (err instanceof ApiError && err.status === 401) onDone(false);
      else
        setErreur(
          err instanceof ApiError ? (err.fields?.[field] ?? err.message) : MESSAGES.genericError,
        );
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onDone(false)}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Confirmer votre identité</DialogTitle>
            <DialogDescription>
              Cette action déplace de l'argent, change des coordonnées bancaires ou la sécurité du
              compte.{" "}
              {preuve === "cle"
                ? "Utilisez votre clé d'accès."
                : preuve === "code"
                  ? "Saisissez le code de votre application d'authentification."
                  : "Saisissez votre mot de passe."}{" "}
              La confirmation vaut pour 5 minutes.
            </DialogDescription>
          </DialogHeader>
          {preuve === "cle" ? (
            <FieldError>{erreur}</FieldError>
          ) : (
            <Field data-invalid={erreur ? true : undefined}>
              <FieldLabel htmlFor="confirmation-preuve" required>
                {preuve === "code" ? "Code à 6 chiffres" : "Mot de passe"}
              </FieldLabel>
              <Input
                id="confirmation-preuve"
                type={preuve === "code" ? "text" : "password"}
                inputMode={preuve === "code" ? "numeric" : undefined}
                autoComplete={preuve === "code" ? "one-time-code" : "current-password"}
                autoFocus
                value={valeur}
                onChange={(e) => setValeur(e.target.value)}
                aria-invalid={erreur ? true : undefined}
              />
              <FieldError>{erreur}</FieldError>
            </Field>
          )}
          {avecCle && preuve === "code" ? (
            <Button type="button" variant="outline" disabled={pending} onClick={parCle}>
              <KeyRoundIcon aria-hidden /> Utiliser une clé d'accès
            </Button>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => onDone(false)}
            >
              Annuler
            </Button>
            <Button type="submit" disabled={pending}>
              {preuve === "cle" ? <KeyRoundIcon aria-hidden /> : null}
              {pending
                ? "Vérification…"
                : preuve === "cle"
                  ? "Utiliser une clé d'accès"
                  : "Confirmer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
