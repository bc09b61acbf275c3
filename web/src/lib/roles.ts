// The role rules and labels live once in worker/domain/roles.ts (shared with the server's guards).
export { ROLE_LABELS, ROLE_OPTIONS } from "@worker/domain/roles";
