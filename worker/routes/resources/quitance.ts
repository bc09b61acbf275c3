import { eq } from "drizzle-orm";
import { Appartement, Client, Dossier, Locataire, Quitance } from "../../db/schema";
import { quitanceSchema } from "../../domain/schemas/quitance";
import type { ResourceDef } from "../crud";
import { toApi } from "./serialize";
import { deleteStored } from "../files/cleanup";

const one = async <T>(p: Promise<T[]>) => (await p)[0] ?? null;

export const quitanceResource: ResourceDef = {
  name: "Quitance",
  table: Quitance,
  schema: quitanceSchema,
  refs: {
    DossierId: { table: Dossier, message: "Le dossier est introuvable." },
    AppartementId: { table: Appartement, message: "L'appartement est introuvable." },
    ClientId: { table: Client, message: "Le client est introuvable." },
    LocataireId: { table: Locataire, message: "Le locataire est introuvable." },
  },
  // The month key enforces one receipt per dossier and month (unique index).
  derive: (d) => ({ ...d, mois: (d.date as string).slice(0, 7) }),
  async include({ db }, row) {
    const [a, l] = await Promise.all([
      row.AppartementId ? one(db.select().from(Appartement).where(eq(Appartement.id, row.AppartementId as number))) : null,
      row.LocataireId ? one(db.select().from(Locataire).where(eq(Locataire.id, row.LocataireId as number))) : null,
    ]);
    return { Appartement: a && toApi("Appartement", a), Locataire: l && toApi("Locataire", l) };
  },
  onDelete: (ports, row) => deleteStored(ports, row.file),
};
