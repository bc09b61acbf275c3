import {
  BriefcaseIcon,
  Building2Icon,
  CalendarRangeIcon,
  FolderOpenIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  ReceiptTextIcon,
  SettingsIcon,
  UserRoundIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";
import { AppartementListPage } from "@/features/appartements/appartement-list-page";
import { appartementEntity } from "@/features/appartements/appartement-entity";
import { LoginPage } from "@/features/auth/login-page";
import { LogoutPage } from "@/features/auth/logout-page";
import { SetPasswordPage } from "@/features/auth/set-password-page";
import { clientEntity } from "@/features/clients/client-entity";
import { ClientListPage } from "@/features/clients/client-list-page";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { dossierEntity } from "@/features/dossiers/dossier-entity";
import { DossierListPage } from "@/features/dossiers/dossier-list-page";
import { IntendanceListPage } from "@/features/intendance/intendance-list-page";
import { locataireEntity } from "@/features/locataires/locataire-entity";
import { LocataireListPage } from "@/features/locataires/locataire-list-page";
import { missionEntity } from "@/features/missions/mission-entity";
import { MissionListPage } from "@/features/missions/mission-list-page";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { ParametresPage } from "@/features/parametres/parametres-page";
import { QuitanceMonthPage } from "@/features/quitances/quitance-month-page";
import { QuitanceValidationPage } from "@/features/quitances/quitance-validation-page";
import { QuitanceYearPage } from "@/features/quitances/quitance-year-page";
import { recordRoutes } from "./record-routes";
import { ADMIN, ALL_ROLES, type AppRoute } from "./route-types";

/** The route table of spec 2. Order matters: the first match wins and the sidebar follows it. */
export const routes: AppRoute[] = [
  { path: "/", name: "Tableau de bord", access: ADMIN, hideHeader: true, component: DashboardPage, menu: { icon: LayoutDashboardIcon } },
  ...recordRoutes({ entity: clientEntity, listName: "Clients", list: ClientListPage, icon: UserRoundIcon, editName: "Modifier le client" }),
  ...recordRoutes({ entity: appartementEntity, listName: "Appartements", list: AppartementListPage, icon: Building2Icon, editName: "Modifier l'appartement" }),
  ...recordRoutes({ entity: locataireEntity, listName: "Locataires", list: LocataireListPage, icon: UsersIcon, editName: "Modifier le locataire" }),
  ...recordRoutes({ entity: dossierEntity, listName: "Dossiers", list: DossierListPage, icon: FolderOpenIcon, editName: "Modifier le dossier" }),
  ...recordRoutes({ entity: missionEntity, listName: "Missions", list: MissionListPage, icon: BriefcaseIcon, editName: "Modifier la mission" }),
  { path: "/quitances", name: "Quittances", access: ALL_ROLES, component: QuitanceMonthPage, menu: { icon: ReceiptTextIcon, href: "/quitances/" } },
  { path: "/quitances/year", name: "Quittances annuelles", access: ALL_ROLES, component: QuitanceYearPage, menu: { icon: CalendarRangeIcon } },
  { path: "/intendance", name: "Intendance", access: ALL_ROLES, component: IntendanceListPage, menu: { icon: WrenchIcon, href: "/intendance/" } },
  { path: "/parametres", name: "Paramètres", access: ADMIN, component: ParametresPage, menu: { icon: SettingsIcon, href: "/parametres/" } },
  {
    path: "/quitance/validation/:state/:uuid",
    name: "Confirmation de paiement",
    access: "public",
    bare: true,
    component: ({ params }) => <QuitanceValidationPage state={params.state!} uuid={params.uuid!} />,
  },
  { path: "/login", name: "Connexion", access: "guest", hideHeader: true, component: LoginPage, menu: { icon: LogInIcon, group: "account" } },
  { path: "/setPassword", name: "Mot de passe", access: "auth", component: SetPasswordPage, menu: { icon: KeyRoundIcon, group: "account" } },
  { path: "/logout", name: "Déconnexion", access: "auth", component: LogoutPage, menu: { icon: LogOutIcon, group: "account" } },
  { path: "/404", name: "Page introuvable", access: "public", component: NotFoundPage },
];

export const notFoundRoute: AppRoute = { path: "*", name: "Page introuvable", access: "public", component: NotFoundPage };
