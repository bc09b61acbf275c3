// The edge import tests' files and queue (issue 61 item 7): a portfolio of `n` leases as the template's workbook
// (write-excel-file's universal build, which runs in workerd as the templates do), and a queue whose messages the test
// delivers to the worker's queue handler itself, against the instance's own database.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import writeXlsxFile from "write-excel-file/universal";
import { COLONNES, type Feuille } from "../../worker/domain/imports/colonnes";
import { enteteModele, feuillesModele } from "../../worker/domain/imports/modele";
import worker from "../../worker/entry/cloudflare";
import type { EdgeMessage, Env } from "../../worker/entry/edge-env";

export const DATE_REPRISE = "2026-10-31";

type Ligne = Record<string, string>;

/** The template's example row `i` of a sheet, by field. */
function exemple(feuille: Feuille, i: number): Ligne {
  const modele = feuillesModele().find((f) => f.nom === feuille)!;
  return Object.fromEntries(COLONNES[feuille].map((c, k) => [c.champ, modele.lignes[i]![k]!]));
}

/**
 * `n` owners, each with one apartment let by one tenant (the template's first lease, its references numbered from
 * `debut`): 4 rows a lease. `fautes`: rows changed by field, to put an error where a test wants one.
 */
export function portefeuille(
  n: number,
  {
    debut = 1,
    fautes = {},
  }: { debut?: number; fautes?: Partial<Record<Feuille, Record<number, Ligne>>> } = {},
): Partial<Record<Feuille, Ligne[]>> {
  const feuilles: Partial<Record<Feuille, Ligne[]>> = {
    Proprietaires: [],
    Appartements: [],
    Locataires: [],
    Baux: [],
  };
  for (let k = 0; k < n; k++) {
    const i = String(debut + k).padStart(4, "0");
    feuilles.Proprietaires!.push({
      ...exemple("Proprietaires", 0),
      reference: `P${i}`,
      nom: `Proprietaire${i}`,
      iban: "",
      bic: "",
    });
    feuilles.Appartements!.push({
      ...exemple("Appartements", 0),
      reference: `A${i}`,
      proprietaires: `P${i}`,
      adresse: `${debut + k} rue de la Reprise`,
    });
    feuilles.Locataires!.push({
      ...exemple("Locataires", 0),
      reference: `L${i}`,
      nom: `Locataire${i}`,
    });
    feuilles.Baux!.push({
      ...exemple("Baux", 0),
      reference: `B${i}`,
      appartement: `A${i}`,
      locataires: `L${i}`,
    });
  }
  for (const [feuille, lignes] of Object.entries(fautes) as [Feuille, Record<number, Ligne>][])
    for (const [k, champs] of Object.entries(lignes))
      Object.assign(feuilles[feuille]![Number(k)]!, champs);
  return feuilles;
}

/** The workbook of those rows: the template's headers, a sheet a kind. */
export async function classeur(
  feuilles: Partial<Record<Feuille, Ligne[]>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await writeXlsxFile(
    (Object.entries(feuilles) as [Feuille, Ligne[]][]).map(([nom, lignes]) => ({
      sheet: nom,
      data: [
        COLONNES[nom].map(enteteModele),
        ...lignes.map((l) => COLONNES[nom].map((c) => l[c.champ] ?? "")),
      ],
    })),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/** The multipart body of POST /api/imports. */
export function envoi(
  bytes: Uint8Array<ArrayBuffer>,
  nom = "reprise.xlsx",
  dateReprise = DATE_REPRISE,
) {
  const form = new FormData();
  form.append("fichier", new File([bytes], nom));
  form.append("dateReprise", dateReprise);
  return form;
}

/** A queue as the worker's producer sees it; `livrer` hands what it holds to the worker's consumer, as Queues would. */
export function fileDeTest() {
  const enAttente: EdgeMessage[] = [];
  const binding = {
    async send(body: EdgeMessage) {
      enAttente.push(body);
    },
    async sendBatch(messages: Iterable<{ body: EdgeMessage }>) {
      for (const m of messages) enAttente.push(m.body);
    },
  } as unknown as Queue<EdgeMessage>; // the two methods the worker calls
  /**
   * Delivers `messages` (by default every waiting one) in one invocation; answers those the handler retried.
   * `queue`: "patrimoine-jobs-dlq" delivers them as the dead-letter queue does, once their tries are spent.
   */
  async function livrer(
    env: Env,
    messages = enAttente.splice(0),
    attempts = 1,
    queue = "patrimoine-jobs",
  ) {
    const batch = createMessageBatch<EdgeMessage>(
      queue,
      messages.map((body, i) => ({
        id: `${Date.now()}-${i}-${Math.random()}`,
        timestamp: new Date(),
        attempts,
        body,
      })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    const retried = new Set(result.retryMessages.map((r: { msgId: string }) => r.msgId));
    return messages.filter((_, i) => result.retryBatch.retry || retried.has(batch.messages[i]!.id));
  }
  return { binding, enAttente, livrer };
}
