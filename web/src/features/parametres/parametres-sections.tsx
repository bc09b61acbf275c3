import type * as React from "react";
import { EquipementsTab } from "./equipements-tab";
import { IrlTab } from "./irl-tab";
import { JournalTab } from "@/features/journal/journal-tab";
import { OutboxTab } from "./outbox-tab";
import { ReferentielsTab } from "./referentiels-tab";
import { ReglementationTab } from "@/features/reglementation/reglementation-tab";
import { RelancesTab } from "./relances-tab";
import { SauvegardeTab } from "./sauvegarde-tab";
import { TachesTab } from "./taches-tab";
import { UsersTab } from "./users-tab";
import { VariablesTab } from "./variables-tab";
import { AgenceTab } from "@/features/mandats/agence-tab";
import { RegistreTab } from "@/features/mandats/registre-tab";
import { ComptabiliteTab } from "@/features/comptabilite/comptabilite-tab";
import { DonneesPersonnellesTab } from "@/features/rgpd/donnees-personnelles-tab";
import { SecuriteTab } from "@/features/deux-facteurs/securite-tab";
import { TelechargementsTab } from "@/features/telechargements/telechargements-tab";
import { SessionsList } from "@/features/sessions/sessions-page";
import { lazyScreen } from "@/app/lazy-screen";

/** Reprise de données (issue 61): a chunk of its own, loaded when an admin opens it (or preloaded when idle). */
const RepriseTab = lazyScreen(() =>
  import("@/features/imports/reprise-tab").then((m) => m.RepriseTab),
);

/** One section of Paramètres: its `?tab=` value (the URLs other screens and bookmarks use), its name, its screen. */
export interface Section {
  value: string;
  label: string;
  Screen: () => React.ReactNode;
}

/** The sections by theme, in the side list's order (issue 42: a side list, no more tabs wrapping on three lines). */
export const GROUPES: { titre: string; sections: Section[] }[] = [
  {
    titre: "Agence",
    sections: [
      { value: "agence", label: "Agence", Screen: AgenceTab },
      { value: "utilisateurs", label: "Utilisateurs", Screen: UsersTab },
      { value: "securite", label: "Sécurité", Screen: SecuriteTab },
      { value: "sessions", label: "Mes sessions", Screen: SessionsList },
      { value: "mandats", label: "Registre des mandats", Screen: RegistreTab },
    ],
  },
  {
    titre: "Loyers et baux",
    sections: [
      { value: "variables", label: "Variables", Screen: VariablesTab },
      { value: "relances", label: "Relances", Screen: RelancesTab },
      { value: "irl", label: "IRL", Screen: IrlTab },
      { value: "referentiels", label: "Référentiels", Screen: ReferentielsTab },
      { value: "reglementation", label: "Réglementation", Screen: ReglementationTab },
      { value: "equipements", label: "Équipements", Screen: EquipementsTab },
    ],
  },
  {
    titre: "Comptes et suivi",
    sections: [
      { value: "comptabilite", label: "Comptabilité", Screen: ComptabiliteTab },
      { value: "envois", label: "Envois", Screen: OutboxTab },
      { value: "taches", label: "Tâches", Screen: TachesTab },
      { value: "journal", label: "Journal", Screen: JournalTab },
      { value: "telechargements", label: "Téléchargements", Screen: TelechargementsTab },
    ],
  },
  {
    titre: "Données",
    sections: [
      { value: "sauvegarde", label: "Sauvegarde", Screen: SauvegardeTab },
      { value: "reprise", label: "Reprise de données", Screen: () => <RepriseTab /> },
      { value: "donnees", label: "Données personnelles", Screen: DonneesPersonnellesTab },
    ],
  },
];

export const SECTIONS = GROUPES.flatMap((g) => g.sections);
/** The section opened without `?tab=` (or with an unknown one). */
export const PREMIERE = SECTIONS.find((s) => s.value === "variables")!;
