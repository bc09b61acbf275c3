// Rectangles and lines drawn as pdf-lib's `drawRectangle` and `drawLine` draw them, operator for operator, with
// string operands (text-ops.ts says why: a PDFNumber per operand, a dozen option checks per call). The tables draw
// a rectangle per cell: a receipt has a dozen, the lease's inventories hundreds.
import { PDFOperator, PDFOperatorNames as Ops, PDFPage, type RGB } from "pdf-lib";
import { num, POP, PUSH } from "./text-ops";

type Canvas = Pick<PDFPage, "drawLine" | "drawRectangle">;

// pdf-lib's rotation and skew of an upright rectangle (angles 0), computed as it computes them; shared, never changed.
const NO_ROTATION = PDFOperator.of(
  Ops.ConcatTransformationMatrix,
  [Math.cos(0), Math.sin(0), -Math.sin(0), Math.cos(0), 0, 0].map(num),
);
const NO_SKEW = PDFOperator.of(
  Ops.ConcatTransformationMatrix,
  [1, Math.tan(0), Math.tan(0), 1, 0, 0].map(num),
);
const ORIGIN = PDFOperator.of(Ops.MoveTo, [num(0), num(0)]);
const CLOSE = PDFOperator.of(Ops.ClosePath);
const STROKE = PDFOperator.of(Ops.StrokePath);
const FILL = PDFOperator.of(Ops.FillNonZero);
const FILL_AND_STROKE = PDFOperator.of(Ops.FillNonZeroAndStroke);

const rgbOp = (op: Ops, c: RGB) => PDFOperator.of(op, [num(c.red), num(c.green), num(c.blue)]);
const dash = (array: number[] = [], phase = 0) =>
  PDFOperator.of(Ops.SetLineDashPattern, [`[${array.map(num).join(" ")}]`, num(phase)]);

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  color?: RGB;
  borderColor: RGB;
  borderWidth: number;
  borderDashArray?: number[];
}

/** `canvas.drawRectangle(r)`; on a page, its operators without pdf-lib's PDFNumbers. */
export function drawRect(canvas: Canvas, r: Rect) {
  if (!(canvas instanceof PDFPage)) return canvas.drawRectangle(r);
  const ops = [PUSH];
  if (r.color) ops.push(rgbOp(Ops.NonStrokingColorRgb, r.color));
  ops.push(
    rgbOp(Ops.StrokingColorRgb, r.borderColor),
    PDFOperator.of(Ops.SetLineWidth, [num(r.borderWidth)]),
    dash(r.borderDashArray),
    PDFOperator.of(Ops.ConcatTransformationMatrix, ["1", "0", "0", "1", num(r.x), num(r.y)]),
    NO_ROTATION,
    NO_SKEW,
    ORIGIN,
    PDFOperator.of(Ops.LineTo, [num(0), num(r.height)]),
    PDFOperator.of(Ops.LineTo, [num(r.width), num(r.height)]),
    PDFOperator.of(Ops.LineTo, [num(r.width), num(0)]),
    CLOSE,
    r.color && r.borderWidth ? FILL_AND_STROKE : r.color ? FILL : STROKE,
    POP,
  );
  canvas.pushOperators(...ops);
}

export interface Rule {
  start: { x: number; y: number };
  end: { x: number; y: number };
  thickness: number;
  color: RGB;
  dashArray?: number[];
}

/** `canvas.drawLine(l)`; on a page, its operators without pdf-lib's PDFNumbers. */
export function drawRule(canvas: Canvas, l: Rule) {
  if (!(canvas instanceof PDFPage)) return canvas.drawLine(l);
  const start = PDFOperator.of(Ops.MoveTo, [num(l.start.x), num(l.start.y)]);
  canvas.pushOperators(
    PUSH,
    rgbOp(Ops.StrokingColorRgb, l.color),
    PDFOperator.of(Ops.SetLineWidth, [num(l.thickness)]),
    dash(l.dashArray),
    start,
    start,
    PDFOperator.of(Ops.LineTo, [num(l.end.x), num(l.end.y)]),
    STROKE,
    POP,
  );
}
