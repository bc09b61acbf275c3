import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { returnPath } from "@/lib/return-path";

export function LogoutPage() {
  const qc = useQueryClient();
  const [done, setDone] = React.useState(false);
  React.useEffect(() => {
    returnPath.clear();
    tokenStore.clear();
    qc.clear();
    sessionStore.setAnonymous();
    setDone(true);
  }, [qc]);
  return done ? <Redirect to="/login" replace /> : null;
}
