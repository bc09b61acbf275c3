import * as React from "react";
import { useQuery } from "@tanstack/react-query";
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
import { comptesQuery, type CompteImport } from "./banque-api";

// ADR 043: a file that states no account (a CSV, a QIF) is imported into the account chosen here; the last one
// used is offered first, remembered in this browser.

const DERNIER = "banque.dernierCompte";
const NOUVEAU = "nouveau";

export function rememberCompte(id: number) {
  try {
    localStorage.setItem(DERNIER, String(id));
  } catch {
    // A browser refusing storage only loses the default.
  }
}
function dernierCompte(): string | null {
  try {
    return localStorage.getItem(DERNIER);
  } catch {
    return null;
  }
}

/** "Compte du relevé": shown when the server answered that the file names no account. */
export function CompteImportDialog({
  file,
  onClose,
  onSubmit,
}: {
  file: File | null;
  onClose: () => void;
  onSubmit: (compte: CompteImport) => Promise<unknown>;
}) {
  const comptes = useQuery({ ...comptesQuery, enabled: !!file }).data ?? [];
  const [choix, setChoix] = React.useState(NOUVEAU);
  const [libelle, setLibelle] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const ids = comptes.map((c) => String(c.id)).join(",");
  React.useEffect(() => {
    if (!file) return;
    const dernier = dernierCompte();
    const connus = ids ? ids.split(",") : [];
    setChoix(dernier && connus.includes(dernier) ? dernier : (connus[0] ?? NOUVEAU));
    setLibelle("");
    setError(null);
  }, [file, ids]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (choix === NOUVEAU && !libelle.trim()) return setError("Ce champ est obligatoire.");
    setBusy(true);
    try {
      await onSubmit(
        choix === NOUVEAU ? { nouveauCompte: libelle.trim() } : { CompteBancaireId: Number(choix) },
      );
      onClose();
    } catch {
      // Told by the import itself.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!file} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Compte du relevé</DialogTitle>
          <DialogDescription>
            Le fichier « {file?.name} » n'indique pas son compte bancaire : choisissez-le.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field>
            <FieldLabel htmlFor="import-compte" required>
              Compte bancaire
            </FieldLabel>
            <Select value={choix} onValueChange={setChoix}>
              <SelectTrigger id="import-compte" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {comptes.map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.libelle}
                  </SelectItem>
                ))}
                <SelectItem value={NOUVEAU}>Nouveau compte…</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          {choix === NOUVEAU ? (
            <Field data-invalid={!!error}>
              <FieldLabel htmlFor="import-compte-libelle" required>
                Nom du nouveau compte
              </FieldLabel>
              <Input
                id="import-compte-libelle"
                value={libelle}
                maxLength={200}
                placeholder="Ex. : Crédit Agricole, compte courant"
                aria-invalid={!!error || undefined}
                onChange={(e) => {
                  setLibelle(e.target.value);
                  setError(null);
                }}
              />
              <FieldError>{error}</FieldError>
            </Field>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Import en cours…" : "Importer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
