import * as React from "react";
import { useLocation } from "wouter";

/** What a click on these keeps for itself: the row's links, buttons, checkboxes and fields. */
const OWN_BEHAVIOUR =
  "a, button, input, select, textarea, label, [role=button], [role=checkbox], [role=switch], [role=menuitem], [contenteditable]";

/**
 * A click that is meant for the row: inside its DOM (React also bubbles clicks from portals, such as the delete
 * confirmation opened from the row), not on one of its controls, and not the end of a text selection.
 */
function isRowClick(event: React.MouseEvent<HTMLElement>): boolean {
  const row = event.currentTarget;
  const target = event.target as Element | null;
  if (!target || !row.contains(target)) return false;
  const control = target.closest(OWN_BEHAVIOUR);
  if (control && row.contains(control)) return false;
  const selection = window.getSelection();
  return !(
    selection &&
    selection.type === "Range" &&
    selection.anchorNode &&
    row.contains(selection.anchorNode)
  );
}

/**
 * What opening a row does: `onOpen` when given, else its record screen `${basePath}/:id` (Ctrl / Cmd: a new tab),
 * else the edit dialog (`onEdit`, lists whose records are edited in place), else nothing.
 */
export function useRowOpener<T extends { id: number | string }>(o: {
  onOpen?: (row: T) => void;
  basePath?: string;
  onEdit?: (row: T) => void;
}) {
  const [, navigate] = useLocation();
  const { onOpen, basePath, onEdit } = o;
  return React.useMemo(() => {
    if (onOpen) return (row: T) => onOpen(row);
    if (basePath) {
      return (row: T, newTab: boolean) => {
        const href = `${basePath}/${row.id}`;
        if (newTab) window.open(href, "_blank", "noopener");
        else navigate(href);
      };
    }
    return onEdit ? (row: T) => onEdit(row) : undefined;
  }, [onOpen, basePath, onEdit, navigate]);
}

export interface RowNavigationProps {
  tabIndex?: number;
  onClick?: (event: React.MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  "data-row-index": number;
}

/**
 * Rows that open their record: a click or Enter opens it (Ctrl / Cmd for a new tab where `open` allows it), and the
 * body is one tab stop whose focus moves with the arrows, Home and End (a roving tabindex). Without `open` the
 * rows stay plain (no tab stop that would lead nowhere).
 */
export function useRowNavigation<T>(
  count: number,
  open: ((row: T, newTab: boolean) => void) | undefined,
) {
  const [active, setActive] = React.useState(0);
  const body = React.useRef<HTMLTableSectionElement>(null);
  // After a page change or a search the remembered row may be gone: the last one takes the tab stop.
  const current = Math.max(0, Math.min(active, count - 1));

  function focusRow(index: number) {
    const next = Math.max(0, Math.min(index, count - 1));
    setActive(next);
    body.current?.querySelector<HTMLElement>(`:scope > tr[data-row-index="${next}"]`)?.focus();
  }

  function rowProps(index: number, row: T): RowNavigationProps {
    if (!open) return { "data-row-index": index };
    return {
      "data-row-index": index,
      tabIndex: index === current ? 0 : -1,
      onFocus: (event) => {
        if (event.target === event.currentTarget) setActive(index);
      },
      onClick: (event) => {
        if (isRowClick(event)) open(row, event.ctrlKey || event.metaKey);
      },
      onKeyDown: (event) => {
        // Keys pressed on a control inside the row (Enter on "Modifier") are that control's.
        if (event.target !== event.currentTarget) return;
        const moves: Record<string, number> = {
          ArrowDown: index + 1,
          ArrowUp: index - 1,
          Home: 0,
          End: count - 1,
        };
        if (event.key in moves) {
          event.preventDefault();
          focusRow(moves[event.key]!);
        } else if (event.key === "Enter") {
          event.preventDefault();
          open(row, event.ctrlKey || event.metaKey);
        }
      },
    };
  }

  return { bodyRef: body, rowProps };
}
