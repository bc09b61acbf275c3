import { SecuriteCompte } from "./securite-compte";
import { SessionsList } from "@/features/sessions/sessions-page";
import { ClesAccesCard } from "@/features/cles-acces/cles-acces-card";

/** « Sécurité du compte » (the account menu): every staff role's own second factor (TOTP, passkeys) and sessions (issue 59). */
export function SecuritePage() {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <SecuriteCompte />
      <ClesAccesCard />
      <SessionsList />
    </div>
  );
}
