import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "wouter";
import { PencilIcon } from "lucide-react";
import { detailQuery, useSaveRecord } from "@/api/resources";
import type { ApiRecord } from "@/api/types";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MESSAGES, notify } from "@/lib/notify";
import { RecordDetails } from "./record-details";
import { RecordForm } from "./record-form";
import type { EntityConfig } from "./record-fields";

interface RecordScreenProps {
  entity: EntityConfig;
  id: string;
  editing: boolean;
}

/** Frame shared by every record screen: title, edit button, tabs from ?tab=, details view or form. */
export function RecordScreen({ entity, id, editing }: RecordScreenProps) {
  const creating = id === "new";
  const [, navigate] = useLocation();
  const [search, setSearch] = useSearchParams();
  const query = useQuery(detailQuery(entity.resource, id, !creating));
  const save = useSaveRecord(entity.resource);
  const record = query.data as ApiRecord | undefined;
  const tabs = creating ? [] : (entity.tabs ?? []);
  const tab = tabs.some((t) => t.value === search.get("tab")) ? search.get("tab")! : "details";
  const viewPath = `${entity.basePath}/${id}`;

  async function submit(values: Record<string, unknown>) {
    if (creating) {
      const created = await save.mutateAsync({ values });
      notify.info(entity.createdMessage);
      navigate(search.get("oncreate") ?? `${entity.basePath}/${created.id}`);
    } else {
      await save.mutateAsync({ id, values });
      notify.info(MESSAGES.saved);
      navigate(viewPath);
    }
  }

  if (!creating && query.isLoading) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!creating && (query.isError || record === undefined)) return <ErrorState error={query.error} />;
  const current = (record ?? { id: 0 }) as ApiRecord;

  const title = creating ? entity.newLabel : entity.title(current);
  const details =
    creating || editing ? (
      <RecordForm
        key={`${id}-${editing}`}
        fields={entity.fields}
        record={creating ? null : current}
        submitLabel={creating ? "Créer" : "Enregistrer"}
        onSubmit={submit}
        onCancel={() => (creating ? window.history.back() : navigate(viewPath))}
      />
    ) : (
      <RecordDetails fields={entity.fields} record={current} />
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
          <p className="text-sm text-muted-foreground">
            {creating ? "Création" : editing ? "Modification" : `${entity.singular} n° ${id}`}
          </p>
        </div>
        {!creating && !editing ? (
          <Button asChild>
            <Link href={`${viewPath}/edit${search.size ? `?${search.toString()}` : ""}`}>
              <PencilIcon /> Modifier
            </Link>
          </Button>
        ) : null}
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch((prev) => {
            const next = new URLSearchParams(prev);
            if (value === "details") next.delete("tab");
            else next.set("tab", value);
            return next;
          }, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="details">Détails</TabsTrigger>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details">{details}</TabsContent>
        {tabs.map((t) => {
          const rows = current[t.relation];
          return (
            <TabsContent key={t.value} value={t.value}>
              <DataTable
                columns={t.columns}
                data={Array.isArray(rows) ? (rows as ApiRecord[]) : []}
                basePath={t.basePath}
                actions={{ edit: false, delete: false }}
                exportName={`${entity.resource}-${id}-${t.value}`}
              />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
