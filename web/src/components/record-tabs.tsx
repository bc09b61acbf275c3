import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import type { RecordRead, ResourceName } from "@/api/types";
import { DataTable } from "@/components/data-table/data-table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EntityConfig, RecordTab } from "./record-fields";

/** Selected tab from ?tab= (spec 2); "details" when absent or unknown. */
export function useRecordTab(tabs: { value: string }[]) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("tab");
  const tab = tabs.some((t) => t.value === wanted) ? wanted! : "details";
  const select = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === "details") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  return [tab, select] as const;
}

function TabBody<R extends ResourceName>({
  tab,
  record,
  entity,
}: {
  tab: RecordTab<R>;
  record: RecordRead<R>;
  entity: EntityConfig<R>;
}) {
  if ("component" in tab) {
    const Component = tab.component;
    return <Component record={record} entity={entity} />;
  }
  const rows = record[tab.relation];
  return (
    <DataTable
      columns={tab.columns}
      data={Array.isArray(rows) ? rows : []}
      basePath={tab.basePath}
      actions={{ edit: false, delete: false }}
      exportName={`${entity.resource}-${record.id}-${tab.value}`}
    />
  );
}

interface RecordTabsProps<R extends ResourceName> {
  entity: EntityConfig<R>;
  /** The record read; none while creating (no tabs then). */
  record: RecordRead<R> | undefined;
  tabs: RecordTab<R>[];
  details: ReactNode;
}

export function RecordTabs<R extends ResourceName>({
  entity,
  record,
  tabs,
  details,
}: RecordTabsProps<R>) {
  const [tab, select] = useRecordTab(tabs);
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        <TabsTrigger value="details">Détails</TabsTrigger>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="details">{details}</TabsContent>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {record ? <TabBody tab={t} record={record} entity={entity} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
