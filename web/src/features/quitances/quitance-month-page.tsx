import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { addMonths } from "date-fns";
import { listQuery } from "@/api/resources";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { ListHeader } from "@/components/page-actions";
import { Segmented } from "@/components/segmented";
import { formatMonth } from "@/lib/format";
import { parisMonthStart } from "@/lib/paris-date";
import { byId } from "@/lib/status";
import { PeriodNav } from "./month-nav";
import { monthKey, quitanceColumns } from "./quitance-columns";
import { QuitanceGeneration } from "./quitance-generation";

type Mode = "read" | "generate";

export function QuitanceMonthPage() {
  // Opens on the Paris month (a browser in Los Angeles on the evening of the 31st is already in the next one there).
  const [month, setMonth] = React.useState(parisMonthStart);
  const [mode, setMode] = React.useState<Mode>("read");
  const receipts = useQuery(listQuery("Quitance"));
  const apartments = useQuery(listQuery("Appartement"));
  const tenants = useQuery(listQuery("Locataire"));

  const key = monthKey(month);
  const ofMonth = React.useMemo(
    () => (receipts.data ?? []).filter((q) => q.date.startsWith(key)),
    [receipts.data, key],
  );
  const aById = React.useMemo(() => byId(apartments.data), [apartments.data]);
  const columns = React.useMemo(() => quitanceColumns(aById, byId(tenants.data)), [aById, tenants.data]);

  if (receipts.isError) return <ErrorState error={receipts.error} />;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les quittances de loyer du mois : consultation et génération.">
        <Segmented
          label="Mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: "read", label: "Lecture" },
            { value: "generate", label: "Génération" },
          ]}
        />
        <PeriodNav
          label={formatMonth(month)}
          onPrevious={() => setMonth((m) => addMonths(m, -1))}
          onNext={() => setMonth((m) => addMonths(m, 1))}
          previousLabel="Mois précédent"
          nextLabel="Mois suivant"
        />
      </ListHeader>
      {mode === "read" ? (
        <DataTable
          columns={columns}
          data={ofMonth}
          isLoading={receipts.isLoading}
          resource="Quitance"
          actions={{ edit: false, view: false }}
          exportName={`quittances-${key}`}
          emptyText="Aucune quittance pour ce mois."
        />
      ) : (
        <QuitanceGeneration month={month} receipts={ofMonth} apartments={aById} />
      )}
    </div>
  );
}
