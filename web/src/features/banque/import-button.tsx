import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Columns3Icon, Loader2Icon, UploadIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { countLabel } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import {
  type CompteImport,
  importerReleve,
  refreshBanque,
  type ImportAnswer,
  type ProfilCsv,
} from "./banque-api";
import { CompteImportDialog, rememberCompte } from "./compte-import-dialog";
import { ProfilDialog } from "./profil-dialog";

export const FORMATS_RELEVE = ".csv,.ofx,.qif,.txt,.cfo,.xml,.sta";

/** "12 lignes ajoutées, 3 doublons": every statement of the file added up. */
export function importResume(answer: ImportAnswer): string {
  const lignes = answer.releves.reduce((n, r) => n + r.lignes, 0);
  const doublons = answer.releves.reduce((n, r) => n + r.doublons, 0);
  return `${countLabel(lignes, "ligne ajoutée", "lignes ajoutées")}, ${countLabel(doublons, "doublon")}`;
}

/**
 * "Importer un relevé": the file is sent at once (the server recognises its format); a CSV's columns as read can
 * then be corrected and the file imported again with them. A file naming no account asks which one (ADR 043).
 */
export function ImportButton() {
  const qc = useQueryClient();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [last, setLast] = React.useState<{
    file: File;
    profil: ProfilCsv;
    compte?: CompteImport;
  } | null>(null);
  const [correcting, setCorrecting] = React.useState(false);
  const [asking, setAsking] = React.useState<{ file: File; profil?: ProfilCsv } | null>(null);

  async function send(file: File, profil?: ProfilCsv, compte?: CompteImport) {
    setBusy(true);
    try {
      const answer = await importerReleve(file, profil, compte);
      notify.success(importResume(answer));
      if (compte && answer.releve) rememberCompte(answer.releve.compteId);
      setLast(answer.profil ? { file, profil: answer.profil, compte } : null);
      await refreshBanque(qc);
    } catch (e) {
      // The file names no account: the dialog asks for it, then sends the file again.
      if (!compte && e instanceof ApiError && e.status === 400 && e.fields?.CompteBancaireId)
        return setAsking({ file, profil });
      tellError(e);
      throw e;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={FORMATS_RELEVE}
        aria-label="Fichier du relevé"
        data-testid="releve-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) send(file).catch(() => undefined);
        }}
      />
      {last ? (
        <Button variant="outline" disabled={busy} onClick={() => setCorrecting(true)}>
          <Columns3Icon aria-hidden /> Corriger les colonnes
        </Button>
      ) : null}
      <Button disabled={busy} aria-busy={busy || undefined} onClick={() => input.current?.click()}>
        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <UploadIcon aria-hidden />}
        {busy ? "Import en cours…" : "Importer un relevé"}
      </Button>
      <ProfilDialog
        file={correcting ? (last?.file ?? null) : null}
        profil={last?.profil ?? null}
        onOpenChange={setCorrecting}
        onSubmit={(profil) => send(last!.file, profil, last!.compte)}
      />
      <CompteImportDialog
        file={asking?.file ?? null}
        onClose={() => setAsking(null)}
        onSubmit={(compte) => send(asking!.file, asking!.profil, compte)}
      />
    </>
  );
}
