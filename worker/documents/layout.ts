/**
 * The one layout of every generated PDF (pdf-lib, DejaVu Sans Condensed embedded as a subset by fonts.ts: runs
 * unchanged on Workers and Node).
 *
 * How to write a document: one small file per document under worker/documents/ that only says what goes where.
 *
 *   import { createDocument, euros, eurosEtLettres, dateLongue, join, type DocumentContext } from "./layout";
 *
 *   export async function quittancePdf(q: QuittanceData, ctx: DocumentContext): Promise<Uint8Array> {
 *     const doc = await createDocument({ ...ctx, titre: "Quittance de loyer", sousTitre: `Période du ...` });
 *     doc.heading("Bailleur");
 *     doc.fields([["Nom", join([q.titre, q.prenom, q.nom])], ["Adresse", q.adresse]]);   // empty values are skipped
 *     doc.table([{ titre: "Désignation", largeur: 3 }, { titre: "Montant", align: "right" }],
 *       [["Loyer hors charges", euros(q.loyerHC)], { cells: ["Total", euros(q.total)], bold: true }]);
 *     doc.paragraph(`Soit ${eurosEtLettres(q.total)}.`);
 *     doc.signatures([{ role: "Le bailleur ou son mandataire", nom: ctx.agence.nom }], { lieu: "Paris", date: dateLongue(q.date) });
 *     return doc.finish();
 *   }
 *
 * The layout owns the rest: the agency's letterhead on page 1 (from the settings, `ctx.agence`), a running header
 * on the next pages, "Page 1 / 3" in every footer, wrapping (text never leaves the page; a word longer than a line
 * is cut), page breaks (a heading stays with what follows, a table repeats its header on each page, a signature
 * block is never split, and `keepTogether` takes the section before it along), and characters the font lacks
 * (replaced, never thrown). Every method takes `Text` (string, number, null, undefined, false): a missing value
 * prints nothing, never "undefined".
 * Amounts are cents: `euros(145050)` prints "1 450,50 €", `enLettres` / `eurosEtLettres` add the words.
 */
import { PDFDocument } from "pdf-lib";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";
import type { Text } from "./format";
import { embedFonts } from "./fonts";
import { type DocumentContext, PageFrame, type ParagraphOptions } from "./page-frame";
import {
  signatures,
  labels,
  type Label,
  type Signature,
  type SignatureOptions,
} from "./signatures";
import { table, writingLines, type Column, type Row } from "./tables";
import { fields, heading, paragraph } from "./text-flow";

export * from "./format";
export type { DocumentContext } from "./page-frame";
export type { Column, Row } from "./tables";
export type { Label, Signature, SignatureOptions } from "./signatures";

export interface DocumentInfo extends Partial<DocumentContext> {
  titre: string;
  sousTitre?: Text;
  /** Printed at the top of every page (a warning such as « Provisoire »). */
  bandeau?: string;
}

/** A new A4 document with the agency's letterhead and the title on its first page. */
export async function createDocument(info: DocumentInfo): Promise<Layout> {
  const pdf = await PDFDocument.create();
  return new Layout(pdf, embedFonts(pdf), {
    agence: info.agence ?? AGENCE_PAR_DEFAUT,
    date: info.date ?? "",
    titre: info.titre,
    sousTitre: info.sousTitre,
    bandeau: info.bandeau,
  });
}

/** What a document writes with: the page frame's flow and output, and one method per part of the layout. */
export class Layout extends PageFrame {
  /** A section title, kept on the same page as the first lines that follow it. */
  heading(t: Text) {
    heading(this, t);
  }

  /** Wrapped text; blank lines of `t` separate paragraphs. Prints nothing for a missing value. */
  paragraph(t: Text, o?: ParagraphOptions) {
    paragraph(this, t, o);
  }

  /** Label / value rows; a row whose value is missing is left out, so an empty optional field prints nothing. */
  fields(rows: [label: string, value: Text][], o?: { labelWidth?: number }) {
    fields(this, rows, o);
  }

  /** A table with borders; its header is repeated on every page it runs onto, rows wrap and never leave the page. */
  table(columns: Column[], rows: Row[], o?: { size?: number }) {
    table(this, columns, rows, o);
  }

  /** Ruled lines for a handwritten text (the mention a guarantor copies out), kept together when they fit a page. */
  writingLines(count: number) {
    writingLines(this, count);
  }

  /** "Fait à Paris, le 22 novembre 2026", then one box per signer (two per row), never split across pages. */
  signatures(signers: Signature[], o?: SignatureOptions) {
    signatures(this, signers, o);
  }

  /** A grid of bordered labels (mailbox, intercom, door); each label's text shrinks until it fits its box. */
  labels(items: Label[], o?: { columns?: number; height?: number }) {
    labels(this, items, o);
  }
}
