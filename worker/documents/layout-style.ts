import { rgb } from "pdf-lib";

// The page and its colours, shared by every part of the layout (ADR 047).

export const A4: [number, number] = [595.28, 841.89];
export const MX = 50;
export const TOP = 46;
export const BOTTOM = 54;
export const WIDTH = A4[0] - 2 * MX;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const ACCENT = rgb(0.12, 0.26, 0.44);
export const BORDER = rgb(0.72, 0.75, 0.79);
export const FILL = rgb(0.92, 0.94, 0.97);
export const PAD = 4;
export const SLANT = 11;
