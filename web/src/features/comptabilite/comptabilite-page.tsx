import { ComptabiliteTab } from "./comptabilite-tab";
import { SequestreCard } from "@/features/sequestre/sequestre-card";

/**
 * Comptabilité (issue 59): what the comptable role is for, on one screen of its own: the trust-account check
 * (représentation des fonds) and the FEC of a year. Admins see the same cards on the dashboard and in Paramètres.
 */
export function ComptabilitePage() {
  return (
    <div className="flex flex-col gap-6">
      <SequestreCard />
      <ComptabiliteTab />
    </div>
  );
}
