// A line of text drawn as pdf-lib's `drawText` draws it, operator for operator (q BT rg Tf TL Tm, Tj T* per line,
// ET Q), with the operands written as strings, which PDFOperator takes as they are. pdf-lib made every operand a
// PDFNumber through `numberToString` (a split on "e-" or "+" for each number, to avoid exponents) and checked a dozen
// options per call: about a third of drawing's CPU. The numbers print as `String(n)` prints them, as numberToString
// does for every number without an exponent (it is used for those that have one).
import {
  cleanText,
  lineSplit,
  numberToString,
  type PDFFont,
  type PDFName,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { lineHeightOf } from "./pdf-lib-interne";

/** A number as pdf-lib writes it in a content stream. */
export const num = (n: number) => {
  const s = String(n);
  return s.includes("e") ? numberToString(n) : s;
};

// Operators without operands, shared: PDFOperator is never changed once made (its name and operands are read-only).
export const PUSH = PDFOperator.of(Ops.PushGraphicsState);
const BEGIN = PDFOperator.of(Ops.BeginText);
const NEXT = PDFOperator.of(Ops.NextLine);
const END = PDFOperator.of(Ops.EndText);
export const POP = PDFOperator.of(Ops.PopGraphicsState);

export interface TextLine {
  x: number;
  y: number;
  size: number;
  color: RGB;
  /** The shear of the italic, in radians (pdf-lib's ySkew). */
  ySkew?: number;
}

/**
 * `text` drawn on `page` with `font`, which the page names `fontKey` (page-font.ts): what
 * `page.drawText(text, { x, y, size, color, ySkew })` draws with the page's current font and line height.
 */
export function drawTextLine(
  page: PDFPage,
  font: PDFFont,
  fontKey: PDFName,
  text: string,
  o: TextLine,
) {
  const lineHeight = lineHeightOf(page);
  const { red, green, blue } = o.color;
  // rotateAndSkewTextRadiansAndTranslate(0, 0, ySkew, x, y), computed as pdf-lib computes it.
  const matrix = [
    Math.cos(0),
    Math.sin(0) + Math.tan(0),
    -Math.sin(0) + Math.tan(o.ySkew ?? 0),
    Math.cos(0),
    o.x,
    o.y,
  ];
  const ops = [
    PUSH,
    BEGIN,
    PDFOperator.of(Ops.NonStrokingColorRgb, [num(red), num(green), num(blue)]),
    PDFOperator.of(Ops.SetFontAndSize, [fontKey, num(o.size)]),
    PDFOperator.of(Ops.SetTextLineHeight, [num(lineHeight)]),
    PDFOperator.of(Ops.SetTextMatrix, matrix.map(num)),
  ];
  for (const line of lineSplit(cleanText(text)))
    ops.push(PDFOperator.of(Ops.ShowText, [font.encodeText(line)]), NEXT);
  ops.push(END, POP);
  page.pushOperators(...ops);
}
