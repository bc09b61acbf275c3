import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { drafts } from "@/lib/drafts";
import { returnPath } from "@/lib/return-path";

export function LogoutPage() {
  const qc = useQueryClient();
  const [done, setDone] = React.useState(false);
  React.useEffect(() => {
    returnPath.clear();
    // A shared computer: the next user never sees this one's drafts (ADR 042).
    const user = sessionStore.get().user;
    if (user) drafts.clearUser(user.id);
    tokenStore.clear();
    qc.clear();
    sessionStore.setAnonymous();
    setDone(true);
  }, [qc]);
  return done ? <Redirect to="/login" replace /> : null;
}
