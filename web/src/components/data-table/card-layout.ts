import type { CardRole, Column } from "./column-meta";

// The card of a list's row on a phone: each column's place (`CardRole`, column-meta.ts) and its classes.

/** The ids of the lists' state columns: each list names it so (Statut, État). */
const STATUS_IDS = new Set(["statut", "etat", "status"]);

function guess<T>(column: Column<T>): CardRole {
  const told = column.meta?.card;
  if (told) return told;
  if (column.id === "actions") return "actions";
  if (typeof column.header !== "string" || column.header === "") return "actions";
  if (column.id && STATUS_IDS.has(column.id)) return "status";
  return "field";
}

/**
 * Each column's place, by column id: the first field is the title unless a column is told to be; one status only
 * (the top right corner has room for one).
 */
export function cardRoles<T>(
  columns: { id: string; columnDef: Column<T> }[],
): Map<string, CardRole> {
  const roles = new Map<string, CardRole>();
  let title = columns.some((c) => c.columnDef.meta?.card === "title");
  let status = false;
  for (const c of columns) {
    let role = guess(c.columnDef);
    if (role === "status" && status) role = "field";
    if (role === "field" && !title && !c.columnDef.meta?.card) role = "title";
    title ||= role === "title";
    status ||= role === "status";
    roles.set(c.id, role);
  }
  return roles;
}

// The row becomes a two-column grid: title and status on the first line, fields and footer across both. Two footer
// cells (a button column and the row actions) share its line, the second stretched over the gap so that the rule
// above them is unbroken.
export const CARD_ROW =
  "max-sm:relative max-sm:[&>[data-card=actions]:has(+[data-card=actions])]:col-span-1 max-sm:[&>[data-card=actions]+[data-card=actions]]:col-span-1 max-sm:[&>[data-card=actions]+[data-card=actions]]:-ml-3 max-sm:[&>[data-card=actions]+[data-card=actions]]:pl-3 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:rounded-lg max-sm:border! max-sm:bg-card max-sm:p-4 max-sm:shadow-xs max-sm:hover:bg-card";

/** The body stacks its cards; the frame around the table and its header row are the desktop's only. */
export const CARD_BODY = "max-sm:flex max-sm:flex-col max-sm:gap-3";
export const CARD_FRAME =
  "max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none";
export const CARD_TABLE = "max-sm:block";
export const CARD_HEADER = "max-sm:hidden";

// A desktop width of the column's own (`w-px`: as narrow as its content) is no card's.
const CELL =
  "max-sm:block max-sm:w-auto! max-sm:min-w-0 max-sm:p-0 max-sm:whitespace-normal max-sm:break-words";

/**
 * The cell's classes in its card; `alone`: a title with no status beside it takes the whole line; `selectable`: the
 * row's selection box sits before the title.
 */
export function cardCell(role: CardRole, alone: boolean, selectable = false): string {
  switch (role) {
    case "title":
      return `${CELL} max-sm:col-start-1 max-sm:row-start-1 max-sm:text-base max-sm:font-semibold max-sm:text-left ${alone ? "max-sm:col-span-2" : ""} ${selectable ? "max-sm:pl-8" : ""}`;
    case "select":
      // Out of the grid, on the title's first line (the card's padding, then half the line's extra height).
      return "max-sm:absolute max-sm:top-[1.125rem] max-sm:left-4 max-sm:block max-sm:w-auto! max-sm:p-0";
    case "status":
      return `${CELL} max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end max-sm:text-right`;
    case "field":
      // The header as a muted label before the value; a blank value leaves no empty line.
      return `${CELL} max-sm:col-span-2 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:text-right max-sm:empty:hidden max-sm:has-[>span:empty]:hidden max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]`;
    case "text":
      // Right-aligned beside its label, a text of several lines would break its "old → new" pairs in a narrow column.
      return `${CELL} max-sm:col-span-2 max-sm:text-left max-sm:empty:hidden max-sm:has-[>span:empty]:hidden max-sm:before:block max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]`;
    case "actions":
      return `${CELL} max-sm:col-span-2 max-sm:border-t max-sm:pt-2 max-sm:mt-1 max-sm:[&>div]:flex-wrap`;
    case "hidden":
      return "max-sm:hidden";
  }
}

/** A message or placeholder spanning the whole table: on a phone, one card of its own. */
export const CARD_WIDE_CELL = `${CELL} max-sm:col-span-2`;
