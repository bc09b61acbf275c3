import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { type Correspondances, type ImportRecord, type Verification, imports } from "@/api/imports";
import { parseFrenchDate } from "@/components/date-input";
import { MESSAGES, notify } from "@/lib/notify";
import { type Feuille, premierDuMois } from "./import-format";

// The screen's steps (issue 61, item 5): files and cut-over day, the dry run (again whenever a match changes), the
// import with its progress (the upload, then on Cloudflare the queue's rows written), its result.

/** Where the import stands: sending the files, the queue writing (202), done. */
export type Avancement =
  | { etape: "envoi"; envoye: number; total: number }
  | { etape: "ecriture"; ecrites: number; total: number }
  | { etape: "fini"; import: ImportRecord };

const SUIVI_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A refusal in French: its fields' messages when it names them (a date, the files), else its message. */
const messageDe = (e: unknown) =>
  e instanceof ApiError && e.fields && Object.keys(e.fields).length
    ? Object.values(e.fields).join(" ")
    : e instanceof Error
      ? e.message
      : MESSAGES.genericError;

/** A refused import's answer (400): the same errors as the dry run, when it carries them. */
function verificationDe(e: unknown): Verification | null {
  if (!(e instanceof ApiError) || typeof e.body !== "object" || e.body === null) return null;
  const b = e.body as Partial<Verification>;
  return Array.isArray(b.erreurs)
    ? {
        feuilles: b.feuilles ?? {},
        erreurs: b.erreurs,
        avertissements: b.avertissements ?? [],
        totaux: b.totaux,
      }
    : null;
}

export function useReprise() {
  const qc = useQueryClient();
  const [fichiers, setFichiers] = React.useState<File[]>([]);
  const [date, setDate] = React.useState(premierDuMois);
  const [correspondances, setCorrespondances] = React.useState<Correspondances>({});
  const [verification, setVerification] = React.useState<Verification | null>(null);
  const [verifiant, setVerifiant] = React.useState(false);
  const [erreur, setErreur] = React.useState<string | null>(null);
  const [avancement, setAvancement] = React.useState<Avancement | null>(null);
  // Only the last dry run's answer counts (a match changed twice quickly).
  const courante = React.useRef<AbortController | null>(null);

  const dateReprise = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : parseFrenchDate(date);
  const envoi = (c: Correspondances) => ({
    fichiers,
    dateReprise: dateReprise ?? "",
    correspondances: c,
  });

  async function verifier(c = correspondances) {
    if (!fichiers.length) return setErreur("Choisissez le classeur ou les fichiers CSV.");
    if (!dateReprise) return setErreur("Date de reprise invalide (format attendu JJ/MM/AAAA).");
    courante.current?.abort();
    const ctrl = new AbortController();
    courante.current = ctrl;
    setVerifiant(true);
    setErreur(null);
    setAvancement(null);
    try {
      const v = await imports.verifier(envoi(c), ctrl.signal);
      if (!ctrl.signal.aborted) setVerification(v);
    } catch (e) {
      if (ctrl.signal.aborted) return;
      setVerification(null);
      setErreur(messageDe(e));
    } finally {
      if (courante.current === ctrl) setVerifiant(false);
    }
  }

  /** A header matched by hand: kept with the others, then the dry run again. */
  function associer(feuille: Feuille, entete: string, champ: string | null) {
    const c = { ...correspondances, [feuille]: { ...correspondances[feuille], [entete]: champ } };
    setCorrespondances(c);
    void verifier(c);
  }

  /** Other files or another day: the last check no longer says anything of them. */
  const oublier = () => (setVerification(null), setAvancement(null), setErreur(null));
  const choisir = (f: File[]) => (setFichiers(f), setCorrespondances({}), oublier());
  const dater = (d: string) => (setDate(d), oublier());

  async function suivre(im: ImportRecord): Promise<ImportRecord> {
    let courant = im;
    while (courant.statut === "en_cours") {
      setAvancement({
        etape: "ecriture",
        ecrites: courant.lignesEcrites,
        total: courant.lignesTotal,
      });
      await sleep(SUIVI_MS);
      courant = (await imports.lire(courant.id)).import;
    }
    return courant;
  }

  async function importer() {
    setErreur(null);
    setAvancement({ etape: "envoi", envoye: 0, total: 1 });
    try {
      const r = await imports.importer(envoi(correspondances), (envoye, total) =>
        setAvancement({ etape: "envoi", envoye, total }),
      );
      const fini = r.status === 202 ? await suivre(r.body.import) : r.body.import;
      if (fini.statut === "echoue") {
        setAvancement(null);
        if (fini.erreurs?.length) setVerification((v) => v && { ...v, erreurs: fini.erreurs! });
        setErreur("L'import a échoué : rien n'a été écrit.");
      } else {
        setAvancement({ etape: "fini", import: fini });
        notify.success("Les données ont été reprises.");
      }
    } catch (e) {
      setAvancement(null);
      const refus = verificationDe(e);
      if (refus) setVerification(refus);
      setErreur(messageDe(e));
    } finally {
      void qc.invalidateQueries();
    }
  }

  return {
    fichiers,
    choisir,
    date,
    dater,
    verification,
    verifiant,
    erreur,
    avancement,
    verifier: () => verifier(),
    associer,
    importer,
  };
}

export type Reprise = ReturnType<typeof useReprise>;
