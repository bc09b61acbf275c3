import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { ApiError } from "@/api/client";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { Column } from "@/components/data-table/column-meta";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { MSG_NOM_REQUIS } from "@worker/domain/cles-acces/messages";
import { relireUtilisateur } from "@/features/deux-facteurs/deux-facteurs-api";
import { type CleAcces, clesAcces } from "./cles-acces-api";
import { ErreurCle } from "./navigateur";

// « Sécurité du compte »'s passkeys (issue 59, ADR 072): « Ajouter une clé d'accès » under a name, the list with its
// dates, « Supprimer » after a confirmation (the server then asks for a fresh confirmation of the session too).

const clesAccesQuery = queryOptions({ queryKey: ["user", "passkeys"], queryFn: clesAcces.liste });

const columns: Column<CleAcces>[] = [
  col.text<CleAcces>("nom", "Nom"),
  col.dateTime<CleAcces>("createdAt", "Ajoutée le"),
  col.text<CleAcces>("derniereUtilisation", "Dernière utilisation", (c) =>
    c.derniereUtilisation ? formatDateTime(c.derniereUtilisation) : "Jamais utilisée",
  ),
];

/** The name and « Ajouter une clé d'accès »: the browser's dialog, then the registration. */
function Ajout({ onAjoutee }: { onAjoutee: () => Promise<void> }) {
  const [nom, setNom] = React.useState("");
  const [erreur, setErreur] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!nom.trim()) return setErreur(MSG_NOM_REQUIS);
    setPending(true);
    setErreur(null);
    try {
      const cle = await clesAcces.ajouter(nom.trim());
      notify.success(`La clé d'accès « ${cle.nom} » est ajoutée.`);
      setNom("");
      await onAjoutee();
    } catch (err) {
      if (err instanceof ErreurCle) setErreur(err.message);
      else if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        setErreur(err.fields?.nom ?? err.fields?.response ?? err.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field data-invalid={erreur !== null} className="sm:max-w-xs">
        <FieldLabel htmlFor="nom-cle-acces">Nom de la clé</FieldLabel>
        <Input
          id="nom-cle-acces"
          value={nom}
          maxLength={60}
          placeholder="Ordinateur du bureau"
          onChange={(e) => setNom(e.target.value)}
          aria-invalid={erreur !== null || undefined}
        />
        <FieldError>{erreur}</FieldError>
      </Field>
      <Button type="submit" disabled={pending} className="sm:mb-px">
        <KeyRoundIcon aria-hidden /> {pending ? "En attente de la clé…" : "Ajouter une clé d'accès"}
      </Button>
    </form>
  );
}

/** The signed-in user's passkeys. */
export function ClesAccesCard() {
  const qc = useQueryClient();
  const { data, isLoading, isError, error } = useQuery(clesAccesQuery);
  const [supprimee, setSupprimee] = React.useState<CleAcces | null>(null);
  const nombre = data?.data.length ?? 0;

  async function relire() {
    await qc.invalidateQueries({ queryKey: clesAccesQuery.queryKey });
    await relireUtilisateur().catch(() => undefined);
  }

  async function supprimer() {
    const cle = supprimee;
    if (!cle) return;
    try {
      notify.success((await clesAcces.supprimer(cle.id)).message);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    } finally {
      await relire();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          Clés d'accès
          {nombre > 0 ? (
            <Badge variant="success">
              {nombre} clé{nombre > 1 ? "s" : ""} d'accès
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          Une clé d'accès (l'empreinte ou le visage reconnus par votre appareil, son code, ou une
          clé de sécurité USB) remplace le code à 6 chiffres à la connexion et pour confirmer un
          mouvement d'argent. Elle ne fonctionne que sur ce site : elle résiste à l'hameçonnage.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Ajout onAjoutee={relire} />
        {isError ? (
          <ErrorState error={error} />
        ) : (
          <DataTable
            columns={columns}
            data={data?.data}
            isLoading={isLoading}
            searchable={false}
            exportName="cles-d-acces"
            emptyText="Aucune clé d'accès."
            rowActions={(c) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Supprimer la clé d'accès ${c.nom}`}
                onClick={() => setSupprimee(c)}
              >
                <Trash2Icon aria-hidden /> Supprimer
              </Button>
            )}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={supprimee !== null}
        onOpenChange={(open) => !open && setSupprimee(null)}
        onConfirm={supprimer}
        title="Supprimer la clé d'accès ?"
        confirmLabel="Supprimer la clé"
        description={`« ${supprimee?.nom ?? ""} » ne permettra plus de vous connecter ni de confirmer un mouvement d'argent.`}
      />
    </Card>
  );
}
