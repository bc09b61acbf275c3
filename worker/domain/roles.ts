// Who may do what (spec 6), once for the server (route guards) and the web (menus, buttons).

export const ROLES = ["admin", "user", "user_delete"] as const;
export type Role = (typeof ROLES)[number];

/** Every logged-in role: reads, creations and edits of the business records. */
export const ALL_ROLES: readonly Role[] = [...ROLES];
/** Settings, accounts, equipment and variables, the dashboard. */
export const ADMIN_ROLES: readonly Role[] = ["admin"];
/** Deletions, and removals that delete (an image, a file, a tenant's exit). The role "user" never deletes. */
export const DELETE_ROLES: readonly Role[] = ["admin", "user_delete"];

/**
 * Who confirms an IBAN typed by someone else (an owner's or the agency's trust account, issue 59): admins, and the
 * accountants of the role `comptable` once it exists; never the IBAN's own author (domain/iban-verification).
 */
export const VERIFICATION_ROLES: readonly Role[] = ["admin"];
export const canVerifyIban = (role: Role | null | undefined): boolean =>
  !!role && VERIFICATION_ROLES.includes(role);

export const canDelete = (role: Role | null | undefined): boolean =>
  !!role && DELETE_ROLES.includes(role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  user: "Ajout / Edition",
  user_delete: "Ajout / Edition / Suppression",
};

/** User creation offers these two roles (spec 6): admins are not created from the screen. */
export const ROLE_OPTIONS = [
  { value: "user", label: ROLE_LABELS.user },
  { value: "user_delete", label: ROLE_LABELS.user_delete },
] as const;
