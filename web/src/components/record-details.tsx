import { usePickedRecord } from "@/api/search";
import type { ResourceName } from "@/api/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldSpan } from "./record-form-field";
import {
  displayValue,
  groupBySection,
  isVisible,
  type AnyRecord,
  type FieldDef,
  type RefTarget,
} from "./record-fields";

/** The label of a linked record, read by its id (or found in the list the browser already holds). */
function RefText<R extends ResourceName>({
  target,
  value,
}: {
  target: RefTarget<R>;
  value: unknown;
}) {
  const found = usePickedRecord(target.resource, String(value)).data;
  return <>{found ? target.label(found) : displayValue({ type: "ref" }, value)}</>;
}

/** Read-only key/value view of a record, grouped by section, with the same visibility rules as the form. */
export function RecordDetails<T extends AnyRecord>({
  fields,
  record,
}: {
  fields: FieldDef<T>[];
  record: T;
}) {
  const shown = (f: FieldDef<T>) => {
    if (f.display) return f.display(record);
    const value = f.compute ? f.compute(record) : record[f.name];
    return f.ref && value != null && value !== "" ? (
      <RefText target={f.ref} value={value} />
    ) : (
      displayValue(f, value)
    );
  };

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
                  <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {f.label}
                  </dt>
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
