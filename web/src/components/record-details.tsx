import { useQueries } from "@tanstack/react-query";
import { listQuery } from "@/api/resources";
import type { ApiRecord, ResourceName } from "@/api/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldSpan } from "./record-form-field";
import { displayValue, groupBySection, isVisible, type FieldDef } from "./record-fields";

/** Read-only key/value view of a record, grouped by section, with the same visibility rules as the form. */
export function RecordDetails({ fields, record }: { fields: FieldDef[]; record: ApiRecord }) {
  const refResources = [...new Set(fields.flatMap((f) => (f.ref && !f.display ? [f.ref.resource] : [])))] as ResourceName[];
  const lists = useQueries({ queries: refResources.map((r) => listQuery(r)) });
  const refLabel = (f: FieldDef): string | undefined => {
    if (!f.ref) return undefined;
    const list = lists[refResources.indexOf(f.ref.resource)]?.data;
    const found = list?.find((r) => String(r.id) === String(record[f.name]));
    return found ? f.ref.label(found) : undefined;
  };
  const shown = (f: FieldDef) =>
    f.display ? f.display(record) : displayValue(f, f.compute ? f.compute(record) : record[f.name], refLabel(f));

  return (
    <div className="flex flex-col gap-4">
      {groupBySection(fields.filter((f) => isVisible(f, record))).map(([section, list]) => (
        <Card key={section}>
          <CardHeader>
            <CardTitle>{section}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((f) => (
                <div key={f.name} className={fieldSpan(f)} data-field={f.name}>
                  <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{f.label}</dt>
                  <dd className="mt-1 text-sm break-words whitespace-pre-line">{shown(f)}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
