// Who may do what (spec 6, and issue 59's comptable), once for the server (route guards), the OpenAPI document and
// the web (menus, buttons). docs/topics/roles.md shows the table; tests/api/roles-table.test.ts holds it to this file.

export const ROLES = ["admin", "user", "user_delete", "comptable"] as const;
export type Role = (typeof ROLES)[number];

/** Every logged-in role: reads, creations and edits of the business records. */
export const ALL_ROLES: readonly Role[] = [...ROLES];
/** Settings, accounts (user administration), equipment and variables, the dashboard, the backup. */
export const ADMIN_ROLES: readonly Role[] = ["admin"];
/** Deletions, and removals that delete (an image, a file, a tenant's exit). "user" and "comptable" never delete. */
export const DELETE_ROLES: readonly Role[] = ["admin", "user_delete"];
/**
 * Where money leaves or the books are handed over (issue 59): validating a payout or a direct-debit batch and
 * downloading its SEPA file, the FEC, the trust-account check, and confirming an IBAN typed by someone else (an
 * owner's or the trust account; never its own author: domain/iban-verification). Anyone on the staff prepares a
 * batch or types an IBAN; only these two roles let the money go.
 */
export const FINANCE_ROLES: readonly Role[] = ["admin", "comptable"];

export const canDelete = (role: Role | null | undefined): boolean =>
  !!role && DELETE_ROLES.includes(role);
export const canMoveMoney = (role: Role | null | undefined): boolean =>
  !!role && FINANCE_ROLES.includes(role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  user: "Ajout / Edition",
  user_delete: "Ajout / Edition / Suppression",
  comptable: "Comptable",
};

/** User creation offers these roles (spec 6, issue 59): admins are not created from the screen. */
export const ROLE_OPTIONS = [
  { value: "user", label: ROLE_LABELS.user },
  { value: "user_delete", label: ROLE_LABELS.user_delete },
  { value: "comptable", label: ROLE_LABELS.comptable },
] as const;
