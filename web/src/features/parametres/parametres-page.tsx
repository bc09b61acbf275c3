import { useSearchParams } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EquipementsTab } from "./equipements-tab";
import { UsersTab } from "./users-tab";
import { VariablesTab } from "./variables-tab";

const TABS = ["variables", "equipements", "utilisateurs"] as const;

export function ParametresPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab");
  const tab = TABS.find((t) => t === requested) ?? "variables";
  return (
    <Tabs value={tab} onValueChange={(v) => setSearch({ tab: v }, { replace: true })}>
      <TabsList>
        <TabsTrigger value="variables">Variables</TabsTrigger>
        <TabsTrigger value="equipements">Équipements</TabsTrigger>
        <TabsTrigger value="utilisateurs">Utilisateurs</TabsTrigger>
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
    </Tabs>
  );
}
