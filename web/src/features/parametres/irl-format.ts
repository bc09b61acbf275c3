// An IRL as INSEE writes it: always two decimals, French comma ("146,60", not "146,6").
const INDICE = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const indiceFr = (v: number | null | undefined) =>
  v === null || v === undefined ? "" : INDICE.format(v);
