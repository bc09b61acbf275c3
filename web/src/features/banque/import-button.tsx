import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Columns3Icon, Loader2Icon, UploadIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
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
import { RuptureDialog } from "./rupture-dialog";

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
  // A statement breaking the chain of balances (ADR 067): the message, and what to send again with an explanation.
  const [rupture, setRupture] = React.useState<{
    message: string;
    file: File;
    profil?: ProfilCsv;
    compte?: CompteImport;
  } | null>(null);
  const admin = useSession().user?.role === "admin";

  /** Sends the file; a failure is thrown untold. */
  async function importer(
    file: File,
    profil?: ProfilCsv,
    compte?: CompteImport,
    explication?: string,
  ) {
    setBusy(true);
    try {
      const answer = await importerReleve(file, profil, compte, explication);
      notify.success(importResume(answer));
      if (compte && answer.releve) rememberCompte(answer.releve.compteId);
      setLast(answer.profil ? { file, profil: answer.profil, compte } : null);
      await refreshBanque(qc);
    } finally {
      setBusy(false);
    }
  }

  async function send(file: File, profil?: ProfilCsv, compte?: CompteImport) {
    try {
      await importer(file, profil, compte);
    } catch (e) {
      // The file names no account: the dialog asks for it, then sends the file again.
      if (!compte && e instanceof ApiError && e.status === 400 && e.fields?.CompteBancaireId)
        return setAsking({ file, profil });
      if (e instanceof ApiError && e.code === "rupture_releve")
        return setRupture({ message: e.message, file, profil, compte });
      tellError(e);
      throw e;
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
      <RuptureDialog
        message={rupture?.message ?? null}
        admin={admin}
        onImport={(explication) =>
          importer(rupture!.file, rupture!.profil, rupture!.compte, explication)
        }
        onClose={() => setRupture(null)}
      />
      <CompteImportDialog
        file={asking?.file ?? null}
        onClose={() => setAsking(null)}
        onSubmit={(compte) => send(asking!.file, asking!.profil, compte)}
      />
    </>
  );
}
