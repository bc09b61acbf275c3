import * as React from "react";
import type { Column } from "@/components/data-table/column-meta";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon, LockOpenIcon, LogOutIcon, ShieldOffIcon, UserPlusIcon } from "lucide-react";
import { account } from "@/api/account";
import { ApiError } from "@/api/client";
import { keys, listQuery } from "@/api/resources";
import { deuxFacteurs } from "@/features/deux-facteurs/deux-facteurs-api";
import type { ListRow } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { RecordDialog } from "@/components/record-dialog";
import type { FieldDef } from "@/components/record-fields";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";
import { ROLE_LABELS, ROLE_OPTIONS } from "@/lib/roles";
import { AddUserDialog, TemporaryPasswordDialog } from "./user-dialogs";

type Row = ListRow<"User">;

const editFields: FieldDef<Row>[] = [
  {
    name: "role",
    label: "Droits",
    type: "select",
    required: true,
    options: ROLE_OPTIONS,
    wide: true,
  },
];

export function UsersTab() {
  const { data, isLoading, isError, error } = useQuery(listQuery("User"));
  const [adding, setAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<Row | null>(null);
  const [resetting, setResetting] = React.useState<Row | null>(null);
  const [unlocking, setUnlocking] = React.useState<Row | null>(null);
  const [resettingFactor, setResettingFactor] = React.useState<Row | null>(null);
  const qc = useQueryClient();
  const [signingOut, setSigningOut] = React.useState<Row | null>(null);
  const [secret, setSecret] = React.useState<{ email: string; password: string } | null>(null);

  async function reset() {
    const email = resetting?.email ?? "";
    try {
      const { temporaryPassword } = await account.resetPassword(email);
      notify.info(MESSAGES.passwordReset);
      setSecret({ email, password: temporaryPassword });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }

  async function unlock() {
    try {
      const { message } = await account.unlock(unlocking?.email ?? "");
      notify.info(message);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }

  async function resetFactor() {
    try {
      const { message } = await deuxFacteurs.reinitialiser(resettingFactor?.email ?? "");
      notify.info(message);
      await qc.invalidateQueries({ queryKey: keys.all("User") });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }

  /** "Déconnecter partout" (issue 59): every session of the account ends, on every device. */
  async function signOut() {
    try {
      const { message } = await account.deconnecterPartout(signingOut?.email ?? "");
      notify.info(message);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }

  const columns = React.useMemo<Column<Row>[]>(
    () => [
      col.text<Row>("email", "E-mail"),
      col.text<Row>("role", "Droits", (u) => ROLE_LABELS[u.role]),
      col.text<Row>("mustSetPassword", "Mot de passe", (u) =>
        u.mustSetPassword ? "Provisoire" : "Personnel",
      ),
      {
        ...col.text<Row>("totpActif", "Second facteur", (u) => (u.totpActif ? "Activé" : "—")),
        // « Activé » with its reset beside it: a third wide button would push the e-mail off a 1440 px screen.
        cell: ({ row }) =>
          row.original.totpActif ? (
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              Activé
              <Button
                variant="ghost"
                size="icon-sm"
                title="Réinitialiser le second facteur"
                aria-label={`Réinitialiser le second facteur de ${row.original.email}`}
                onClick={() => setResettingFactor(row.original)}
              >
                <ShieldOffIcon />
              </Button>
            </span>
          ) : (
            "—"
          ),
      },
      {
        // The account's actions in one cell that wraps: three buttons side by side overflowed the card at 1440 px.
        id: "actions",
        header: "",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setResetting(row.original)}>
              <KeyRoundIcon /> Réinitialiser le mot de passe
            </Button>
            <Button variant="outline" size="sm" onClick={() => setUnlocking(row.original)}>
              <LockOpenIcon /> Débloquer la connexion
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSigningOut(row.original)}>
              <LogOutIcon /> Déconnecter partout
            </Button>
          </div>
        ),
        meta: { className: "text-right", text: () => "" },
      },
    ],
    [],
  );

  if (isError) return <ErrorState error={error} />;
  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        isLoading={isLoading}
        resource="User"
        onEdit={setEditing}
        actions={{ view: false }}
        exportName="utilisateurs"
        emptyText="Aucun autre utilisateur."
        toolbar={
          <Button onClick={() => setAdding(true)}>
            <UserPlusIcon /> Nouvel utilisateur
          </Button>
        }
      />
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(email, password) => setSecret({ email, password })}
      />
      <RecordDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        resource="User"
        fields={editFields}
        record={editing}
        title={`Droits de ${editing?.email ?? ""}`}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        onConfirm={reset}
        title="Réinitialiser le mot de passe ?"
        description={`Un mot de passe provisoire sera attribué à ${resetting?.email ?? ""}, qui devra le changer à sa prochaine connexion.`}
        confirmLabel="Réinitialiser"
        destructive={false}
      />
      <ConfirmDialog
        open={unlocking !== null}
        onOpenChange={(open) => !open && setUnlocking(null)}
        onConfirm={unlock}
        title="Débloquer la connexion ?"
        description={`Les essais de connexion manqués de ${unlocking?.email ?? ""} seront oubliés : il pourra se connecter aussitôt, sans délai d'attente. Son mot de passe ne change pas.`}
        confirmLabel="Débloquer"
        destructive={false}
      />
      <ConfirmDialog
        open={resettingFactor !== null}
        onOpenChange={(open) => !open && setResettingFactor(null)}
        onConfirm={resetFactor}
        title="Réinitialiser le second facteur ?"
        description={`L'application d'authentification et les codes de secours de ${resettingFactor?.email ?? ""} ne vaudront plus rien : il configurera un nouveau second facteur à sa prochaine connexion. Un e-mail l'en informera.`}
        confirmLabel="Réinitialiser"
        destructive={false}
      />
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && setSigningOut(null)}
        onConfirm={signOut}
        title="Déconnecter partout ?"
        description={`Toutes les sessions de ${signingOut?.email ?? ""} seront fermées, sur tous ses appareils : il devra se reconnecter. Son mot de passe ne change pas.`}
        confirmLabel="Déconnecter partout"
      />
      <TemporaryPasswordDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
