export const ROLE_LABELS = {
  admin: "Administrateur",
  user: "Ajout / Edition",
  user_delete: "Ajout / Edition / Suppression",
} as const;

/** User creation offers these two roles (spec 6). */
export const ROLE_OPTIONS = [
  { value: "user", label: ROLE_LABELS.user },
  { value: "user_delete", label: ROLE_LABELS.user_delete },
];
