import { DraftDialogFooter } from "@/components/draft-dialog-footer";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CopyIcon } from "lucide-react";
import { account } from "@/api/account";
import { ApiError } from "@/api/client";
import { keys } from "@/api/resources";
import type { Role } from "@/api/types";
import { DraftOffer } from "@/components/form-notices";
import { GuardedDialog } from "@/components/guarded-dialog";
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useDraftState } from "@/components/use-draft-state";
import { useSaveFailure } from "@/components/use-form-draft";
import { notify } from "@/lib/notify";
import { ROLE_OPTIONS } from "@/lib/roles";

interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (email: string, temporaryPassword: string) => void;
}

export function AddUserDialog({ open, onOpenChange, onCreated }: AddUserDialogProps) {
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nouvel utilisateur"
      description="Un mot de passe provisoire sera généré ; il devra être changé à la première connexion."
    >
      <AddUserForm onOpenChange={onOpenChange} onCreated={onCreated} />
    </GuardedDialog>
  );
}

function AddUserForm({ onOpenChange, onCreated }: Omit<AddUserDialogProps, "open">) {
  const qc = useQueryClient();
  const { values, setValues, draft, saved } = useDraftState(
    { resource: "User", id: "new" },
    () => ({
      email: "",
      role: "" as Role | "",
    }),
  );
  const { email, role } = values;
  const saving = useSaveFailure();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [pending, setPending] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = "";
    if (!role) missing.role = "";
    setErrors(missing);
    if (!role || Object.keys(missing).length) return;
    setPending(true);
    draft.flush();
    try {
      let temporaryPassword = "";
      const sent = await saving.run(async () => {
        temporaryPassword = (await account.register(email.trim(), role)).temporaryPassword;
      });
      if (!sent) return;
      saved();
      await qc.invalidateQueries({ queryKey: keys.all("User") });
      notify.info("L'utilisateur a bien été créé.");
      onOpenChange(false);
      onCreated(email.trim(), temporaryPassword);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403) {
        setErrors(err.fields ?? { email: err.message });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftOffer draft={draft} />
      <Field data-invalid={"email" in errors}>
        <FieldLabel htmlFor="new-email" required>
          Adresse e-mail
        </FieldLabel>
        <Input
          id="new-email"
          type="email"
          value={email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          aria-invalid={"email" in errors || undefined}
        />
        <FieldError>{errors.email}</FieldError>
      </Field>
      <Field data-invalid={"role" in errors}>
        <FieldLabel htmlFor="new-role" required>
          Droits
        </FieldLabel>
        <Select
          value={role || undefined}
          onValueChange={(r) =>
            setValues((v) => ({ ...v, role: ROLE_OPTIONS.find((o) => o.value === r)?.value ?? "" }))
          }
        >
          <SelectTrigger id="new-role" aria-invalid={"role" in errors || undefined}>
            <SelectValue placeholder="Choisir..." />
          </SelectTrigger>
          <SelectContent>
            {ROLE_OPTIONS.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError>{errors.role}</FieldError>
      </Field>
      <DraftDialogFooter
        draft={draft}
        failure={saving.failure}
        busy={pending}
        onCancel={() => onOpenChange(false)}
        submitLabel="Créer l'utilisateur"
        busyLabel="Création…"
      />
    </form>
  );
}

/** The temporary password is shown once: the server never returns it again. */
export function TemporaryPasswordDialog({
  secret,
  onClose,
}: {
  secret: { email: string; password: string } | null;
  onClose: () => void;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret?.password ?? "");
      notify.info("Mot de passe copié.");
    } catch {
      notify.danger("Copie impossible : sélectionnez le mot de passe à la main.");
    }
  }
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mot de passe provisoire</DialogTitle>
          <DialogDescription>
            Transmettez ce mot de passe à {secret?.email}. Il ne sera plus affiché après la
            fermeture de cette fenêtre.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <code
            data-testid="temporary-password"
            className="flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-base select-all"
          >
            {secret?.password}
          </code>
          <Button variant="outline" size="icon" onClick={copy} aria-label="Copier">
            <CopyIcon />
          </Button>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>J'ai noté le mot de passe</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
