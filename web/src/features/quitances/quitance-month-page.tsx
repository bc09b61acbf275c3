import { ListHeader } from "@/components/page-actions";
import { Segmented } from "@/components/segmented";
import { useQueryParam } from "@/lib/use-query-param";
import { PeriodNav } from "./month-nav";
import { moisLabel, shiftMonth, useMoisParam } from "./period-params";
import { QuitanceGeneration } from "./quitance-generation";
import { QuitanceLecture } from "./quitance-lecture";

const MODES = ["lecture", "generation"] as const;

/** /quitances/: the month's receipts (Lecture) and their generation (Génération); month and mode in the address. */
export function QuitanceMonthPage() {
  const [mois, setMois] = useMoisParam();
  const [mode, setMode] = useQueryParam("mode", MODES, "lecture");
  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les quittances de loyer du mois : consultation, statuts, relances et génération.">
        <Segmented
          label="Mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: "lecture", label: "Lecture" },
            { value: "generation", label: "Génération" },
          ]}
        />
        <PeriodNav
          label={moisLabel(mois)}
          onPrevious={() => setMois(shiftMonth(mois, -1))}
          onNext={() => setMois(shiftMonth(mois, 1))}
          previousLabel="Mois précédent"
          nextLabel="Mois suivant"
        />
      </ListHeader>
      {mode === "lecture" ? <QuitanceLecture mois={mois} /> : <QuitanceGeneration mois={mois} />}
    </div>
  );
}
