import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { versionQuery } from "@/api/account";

export const FRONT_VERSION = "2.5";

export function Footer() {
  const { data, error } = useQuery(versionQuery);
  React.useEffect(() => {
    // Spec 8: a failed version fetch is only logged.
    if (error) console.log("Version de l'API indisponible", error);
  }, [error]);
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 sm:px-6 lg:px-8 text-xs text-muted-foreground">
      <span>Patrimoine Locatif</span>
      <span>
        Version front {FRONT_VERSION}
        {data?.version ? ` · Version API ${data.version}` : ""}
      </span>
    </footer>
  );
}
