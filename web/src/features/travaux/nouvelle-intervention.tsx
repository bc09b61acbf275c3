import * as React from "react";
import { PlusIcon } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { CommanderIntervention } from "./commander-intervention";

// « Nouvelle intervention » on « Travaux » (issue 76, item 2: « or by staff »): an order no tenant asked for, typed
// by staff with its lot and subject, then opened on its own screen for the quotes and the owner's approval.

export function NouvelleIntervention() {
  const [ouvert, setOuvert] = React.useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <Button onClick={() => setOuvert(true)}>
        <PlusIcon aria-hidden />
        Nouvelle intervention
      </Button>
      <Dialog open={ouvert} onOpenChange={setOuvert}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Commander une intervention</DialogTitle>
            <DialogDescription>
              Une intervention sans demande d'un locataire : choisissez le lot et décrivez le
              travail.
            </DialogDescription>
          </DialogHeader>
          <CommanderIntervention onOuverte={(id) => navigate(`/interventions/${id}`)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
