/**
 * The sizes the "Lignes par page" select offers. A screen may open at a size outside the usual list
 * (the calendar's 25): it is offered too, in its place, else the select would show an empty box.
 */
export function pageSizeOptions(sizes: readonly number[], current: number): readonly number[] {
  return sizes.includes(current) ? sizes : [...sizes, current].sort((a, b) => a - b);
}
