import { useLocation } from "wouter";
import { account, sessionsQuery } from "@/api/account";
import { SessionsTable } from "./sessions-table";

// "Mes sessions" (issue 59, item 7; issue 75, item 6): where the user is signed in (device, place, last use),
// "Cette session" marked, "Déconnecter" any of them or all the others. Reached from the user's menu (/sessions)
// and from Paramètres.

export function SessionsList() {
  const [, navigate] = useLocation();
  return (
    <SessionsTable
      appels={{
        queryKey: sessionsQuery.queryKey,
        lister: account.sessions,
        deconnecter: account.deconnecterSession,
        deconnecterAutres: account.deconnecterAutres,
        // Its own session is over on the server: signed out here too.
        apresCourante: () => navigate("/logout"),
      }}
    />
  );
}

/** /sessions: the list on a page of its own (the user's menu). */
export function SessionsPage() {
  return (
    <div className="flex flex-col gap-4">
      <SessionsList />
    </div>
  );
}
