import * as React from "react";
import { FileTextIcon, LandmarkIcon } from "lucide-react";
import type { ClientRead } from "@/api/types";
import { Button } from "@/components/ui/button";
import { CompteRenduDialog } from "./compte-rendu-dialog";
import { RevenusFonciersDialog } from "./revenus-fonciers-dialog";

// The owner's documents on the client's Compte tab (issue 38 parts 4 and 5, ADR 033): the compte-rendu de gérance
// (download or e-mail) and the tax summary of form 2044.

export function GeranceActions({ record }: { record: ClientRead }) {
  const [ouvert, setOuvert] = React.useState<"compteRendu" | "revenus" | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => setOuvert("compteRendu")}>
        <FileTextIcon aria-hidden />
        Compte-rendu de gérance
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setOuvert("revenus")}>
        <LandmarkIcon aria-hidden />
        Revenus fonciers
      </Button>
      <CompteRenduDialog
        record={record}
        open={ouvert === "compteRendu"}
        onClose={() => setOuvert(null)}
      />
      <RevenusFonciersDialog
        record={record}
        open={ouvert === "revenus"}
        onClose={() => setOuvert(null)}
      />
    </div>
  );
}
