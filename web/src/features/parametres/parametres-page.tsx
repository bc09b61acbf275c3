import { useSearchParams } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EquipementsTab } from "./equipements-tab";
import { IrlTab } from "./irl-tab";
import { JournalTab } from "@/features/journal/journal-tab";
import { OutboxTab } from "./outbox-tab";
import { ReferentielsTab } from "./referentiels-tab";
import { RelancesTab } from "./relances-tab";
import { SauvegardeTab } from "./sauvegarde-tab";
import { TachesTab } from "./taches-tab";
import { UsersTab } from "./users-tab";
import { VariablesTab } from "./variables-tab";
import { AgenceTab } from "@/features/mandats/agence-tab";
import { RegistreTab } from "@/features/mandats/registre-tab";
import { ComptabiliteTab } from "@/features/comptabilite/comptabilite-tab";
import { DonneesPersonnellesTab } from "@/features/rgpd/donnees-personnelles-tab";

const TABS = [
  "variables",
  "equipements",
  "utilisateurs",
  "relances",
  "irl",
  "referentiels",
  "envois",
  "taches",
  "sauvegarde",
  "journal",
  "agence",
  "mandats",
  "comptabilite",
  "donnees",
] as const;

export function ParametresPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab");
  const tab = TABS.find((t) => t === requested) ?? "variables";
  return (
    <Tabs value={tab} onValueChange={(v) => setSearch({ tab: v }, { replace: true })}>
      {/* Wraps on a phone, as the record tabs do: four tabs are wider than 390 px. */}
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        <TabsTrigger value="variables">Variables</TabsTrigger>
        <TabsTrigger value="equipements">Équipements</TabsTrigger>
        <TabsTrigger value="utilisateurs">Utilisateurs</TabsTrigger>
        <TabsTrigger value="relances">Relances</TabsTrigger>
        <TabsTrigger value="irl">IRL</TabsTrigger>
        <TabsTrigger value="referentiels">Référentiels</TabsTrigger>
        <TabsTrigger value="envois">Envois</TabsTrigger>
        <TabsTrigger value="taches">Tâches</TabsTrigger>
        <TabsTrigger value="sauvegarde">Sauvegarde</TabsTrigger>
        <TabsTrigger value="journal">Journal</TabsTrigger>
        <TabsTrigger value="agence">Agence</TabsTrigger>
        <TabsTrigger value="mandats">Registre des mandats</TabsTrigger>
        <TabsTrigger value="comptabilite">Comptabilité</TabsTrigger>
        <TabsTrigger value="donnees">Données personnelles</TabsTrigger>
      </TabsList>
      <TabsContent value="variables">
        <VariablesTab />
      </TabsContent>
      <TabsContent value="equipements">
        <EquipementsTab />
      </TabsContent>
      <TabsContent value="utilisateurs">
        <UsersTab />
      </TabsContent>
      <TabsContent value="relances">
        <RelancesTab />
      </TabsContent>
      <TabsContent value="irl">
        <IrlTab />
      </TabsContent>
      <TabsContent value="referentiels">
        <ReferentielsTab />
      </TabsContent>
      <TabsContent value="envois">
        <OutboxTab />
      </TabsContent>
      <TabsContent value="taches">
        <TachesTab />
      </TabsContent>
      <TabsContent value="sauvegarde">
        <SauvegardeTab />
      </TabsContent>
      <TabsContent value="journal">
        <JournalTab />
      </TabsContent>
      <TabsContent value="agence">
        <AgenceTab />
      </TabsContent>
      <TabsContent value="mandats">
        <RegistreTab />
      </TabsContent>
      <TabsContent value="comptabilite">
        <ComptabiliteTab />
      </TabsContent>
      <TabsContent value="donnees">
        <DonneesPersonnellesTab />
      </TabsContent>
    </Tabs>
  );
}
