import { z } from "zod";
import { RECORDS } from "./shapes";

// GET /dashboard's answer (services/dashboard.ts), on the Paris day `jour`; amounts in euros, days YYYY-MM-DD.

const STATUTS = ["En gestion", "En Travaux", "Louée", "Vacant"] as const;
const TRANCHES = ["0-30", "31-60", "61-90", "90+"] as const;
const adresse = { adresse: z.string(), codePostal: z.string(), ville: z.string() };
const ADRESSE = { adresse: true, codePostal: true, ville: true } as const;

/** A deposit still to pay back (loi n° 89-462 art. 22) within 15 days or overdue (services/depot/echeances.ts). */
export const depotARestituer = z.object({
  DossierId: z.number().int(),
  AppartementId: z.number().int(),
  locataire: z.string(),
  ...adresse,
  depot: z.number(),
  dateRestitutionCles: z.string(),
  dateLimite: z.string(),
  echeance: z.enum(["en retard", "à échéance"]),
  moisRetard: z.number().int().meta({ description: "Mois commencés depuis la date limite" }),
});

export const tableauDeBord = z
  .object({
    jour: z.string(),
    appartements: z.object({
      total: z.number().int(),
      parStatut: z.record(z.enum(STATUTS), z.number().int()),
    }),
    missions: z.number().int(),
    intendances: z.object({
      total: z.number().int(),
      enCours: z.number().int(),
      nonRenouvelees: z.number().int(),
      depenses: z.number(),
    }),
    preavisOuVacants: z.array(
      RECORDS.Appartement.pick({ id: true, ...ADRESSE, loyerTCC: true }).extend({
        preavis: z.enum(["En préavis", "Vacant"]),
        dateFinPreavis: z.string().nullable(),
      }),
    ),
    preavisOuVacantsPage: z
      .object({
        page: z.number().int().min(1),
        taille: z.number().int().min(1),
        total: z.number().int().min(0),
      })
      .meta({
        description:
          "La page de preavisOuVacants (?page=&taille=, 5 lignes par défaut) et le nombre d'appartements en préavis ou vacants",
      }),
    aRenouveler: z.object({
      jusquAu: z.string(),
      lignes: z.array(
        RECORDS.Intendance.pick({
          id: true,
          AppartementId: true,
          prix: true,
          prixHT: true,
          tva: true,
        }).extend({
          dateDepart: z.string(),
          dateFin: z.string(),
          Appartement: RECORDS.Appartement.pick(ADRESSE).nullable(),
        }),
      ),
    }),
    encaissements: z.array(z.object({ mois: z.string(), du: z.number(), encaisse: z.number() })),
    impayes: z.record(z.enum(TRANCHES), z.number()),
    aideNonRecue: z.number().meta({
      description:
        "L'aide au logement en tiers payant non reçue après le jour de versement de l'organisme : hors des impayés du locataire",
    }),
    depotsARestituer: z.array(depotARestituer),
  })
  .meta({ id: "TableauDeBord" });
