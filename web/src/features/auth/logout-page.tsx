import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { account } from "@/api/account";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { drafts } from "@/lib/drafts";
import { returnPath } from "@/lib/return-path";

export function LogoutPage() {
  const qc = useQueryClient();
  const [done, setDone] = React.useState(false);
  React.useEffect(() => {
    let cancelled = false;
    returnPath.clear();
    // A shared computer: the next user never sees this one's drafts (ADR 042).
    const user = sessionStore.get().user;
    if (user) drafts.clearUser(user.id);
    // The session ends on the server first (issue 59): a copy of the token is refused too. Signed out here whatever
    // the server answers (offline, already ended).
    const ending = tokenStore.get() ? account.logout().catch(() => undefined) : Promise.resolve();
    void ending.then(() => {
      if (cancelled) return;
      tokenStore.clear();
      qc.clear();
      sessionStore.setAnonymous();
      setDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [qc]);
  return done ? <Redirect to="/login" replace /> : null;
}
