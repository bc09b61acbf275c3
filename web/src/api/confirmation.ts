// The confirmation before money moves (issue 59): a guarded route answers 403 `confirmation_requise` until the
// session confirms (POST /api/user/confirmer). The HTTP client (client.ts) then asks the user through whatever the
// shell registered here (the "Confirmer votre identité" dialog, features/sessions/confirmation-host.tsx) and, once
// confirmed, sends the same request again; several requests refused at once share one dialog.

type Demande = () => Promise<boolean>;

let ouvrir: Demande | null = null;
let enCours: Promise<boolean> | null = null;

/** The shell's dialog: resolves true once the session has confirmed, false when the user cancels. */
export function surDemandeDeConfirmation(demande: Demande | null) {
  ouvrir = demande;
}

/** Asks the user to confirm (one dialog for every request waiting); false without a dialog to ask with. */
export function demanderConfirmation(): Promise<boolean> {
  if (!ouvrir) return Promise.resolve(false);
  enCours ??= ouvrir().finally(() => {
    enCours = null;
  });
  return enCours;
}
