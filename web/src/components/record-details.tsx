import { useQueries } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ApiRecord, ResourceName } from "@/api/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { displayValue, groupBySection, type FieldDef } from "./record-fields";

/** Read-only key/value view of a record, grouped by section. */
export function RecordDetails({ fields, record }: { fields: FieldDef[]; record: ApiRecord }) {
  const refResources = [...new Set(fields.flatMap((f) => (f.ref ? [f.ref.resource] : [])))] as ResourceName[];
  const lists = useQueries({ queries: refResources.map((r) => listQuery(r)) });
  const refLabel = (f: FieldDef): string | undefined => {
    if (!f.ref) return undefined;
    const list = lists[refResources.indexOf(f.ref.resource)]?.data;
    const found = list?.find((r) => String(r.id) === String(record[f.name]));
    return found ? f.ref.label(found) : undefined;
  };

  return (
    <div className="flex flex-col gap-4">
      {groupBySection(fields).map(([section, list]) => (
        <Card key={section}>
          <CardHeader>
            <CardTitle>{section}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((f) => (
                <div key={f.name} className={f.wide || f.type === "textarea" ? "sm:col-span-2 lg:col-span-3" : undefined}>
                  <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{f.label}</dt>
                  <dd className="mt-1 text-sm break-words whitespace-pre-line">{displayValue(f, record[f.name], refLabel(f))}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
