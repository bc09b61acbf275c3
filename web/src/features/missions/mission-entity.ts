import type { Accompte, Appartement, Client, Mission, MissionRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { linkRecords } from "@/api/relations";
import { typedAmount, typedNumber } from "@/components/form-values";
import type { EntityConfig, FieldDef, FormValues } from "@/components/record-fields";
import { fullName } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";
import { toCents, toEuros } from "@worker/domain/money";
import { valeurTotalMission } from "@worker/domain/mission";
import { missionRoute } from "./mission-route";

/** nbAppart x valeurMissionAppt, by the server's rule; unknown (—) while an input cannot be read. */
function total(v: FormValues) {
  const n = typedNumber(v.nbAppart);
  const each = typedAmount(v.valeurMissionAppt);
  return n === null || each === null ? null : toEuros(valeurTotalMission(n, toCents(each)));
}

export const missionFields: FieldDef<MissionRead>[] = [
  { name: "type", label: "Type de mission", required: true },
  { name: "dateSignature", label: "Date de signature", type: "date" },
  { name: "domicileUnique", label: "Domicile unique", type: "bool" },
  { name: "nbAppart", label: "Nombre d'appartements", type: "number", required: true },
  { name: "valeurMissionAppt", label: "Valeur par appartement (TTC)", type: "money", required: true },
  { name: "tauxTva", label: "Taux de TVA (%)", type: "number", defaultValue: 20 },
  // Spec 5: valeurTotalMission = nbAppart x valeurMissionAppt, recomputed as the user types.
  { name: "valeurTotalMission", label: "Valeur totale (TTC)", type: "money", computed: true, compute: total },
  { name: "accompte1", label: "Premier acompte", type: "money", required: true },
  { name: "accompte2", label: "Second acompte", type: "money", required: true },
  { name: "reliquat", label: "Reliquat", type: "money", required: true },
];

/** The commanditaires of a listed mission (stored rows, in a read's relations, come without them). */
export const clientNames = (m: { Clients?: Client[] }) => (m.Clients ?? []).map(fullName).join(", ");

/** Mission rows: listed (with their Clients) or the relations of a read (T). */
export const missionColumns = <T extends Mission & { Clients?: Client[] }>() => [
  col.text<T, Mission>("id", "N°"),
  col.text<T, Mission>("type", "Type"),
  col.text<T>("clients", "Commanditaires", clientNames),
  col.date<T, Mission>("dateSignature", "Signature"),
  col.number<T, Mission>("nbAppart", "Appartements"),
  col.money<T, Mission>("valeurMissionAppt", "Par appartement"),
  col.money<T, Mission>("valeurTotalMission", "Valeur totale"),
];

export const missionEntity: EntityConfig<"Mission"> = {
  resource: "Mission",
  ...missionRoute,
  createdMessage: "Votre mission à été crée avec succes.",
  title: (m) => `Mission n° ${m.id}`,
  fields: missionFields,
  // Created from a client's Missions tab (?client=): the client becomes a commanditaire.
  async afterSave({ record, previous, search }) {
    const c = search.get("client");
    if (!previous && c && /^\d+$/.test(c)) await linkRecords("Mission", record.id, "client", c);
  },
  tabs: [
    { value: "clients", label: "Commanditaires", relation: "Clients", basePath: "/client", columns: [col.text<Client>("nom", "Nom", fullName), col.text<Client>("ville", "Ville")] },
    { value: "appartements", label: "Appartement", relation: "Appartements", basePath: "/appartements", columns: [col.text<Appartement>("adresse", "Adresse", apartmentLabel)] },
    { value: "paiements", label: "Paiements", relation: "Accomptes", columns: [col.date<Accompte>("dateDepart", "Début"), col.date<Accompte>("dateFin", "Fin"), col.money<Accompte>("prix", "Montant TTC"), col.text<Accompte>("mode", "Mode"), col.bool<Accompte>("regle", "Réglé")] },
  ],
};
