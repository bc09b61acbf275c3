import {
  BanknoteIcon,
  BriefcaseIcon,
  ConstructionIcon,
  HammerIcon,
  BookOpenCheckIcon,
  Building2Icon,
  CalendarClockIcon,
  CalendarRangeIcon,
  FolderOpenIcon,
  HandCoinsIcon,
  KeyRoundIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  MessageSquareIcon,
  ReceiptTextIcon,
  RepeatIcon,
  TrendingUpIcon,
  UmbrellaIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserRoundIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";
import {
  APPARTEMENT_SORTABLE,
  appartementFilters,
} from "@/features/appartements/appartement-list-ask";
import { appartementRoute } from "@/features/appartements/appartement-route";
import { archivedListFilters } from "@/features/archives/archive-filter";
import { FOURNISSEUR_SORTABLE, fournisseurRoute } from "@/features/travaux/fournisseur-route";
import { CONTRAT_GLI_SORTABLE, contratGliRoute } from "@/features/garanties/contrat-gli-route";
import { DOSSIER_SORTABLE, dossierFilters } from "@/features/dossiers/dossier-list-ask";
import { INTENDANCE_SORTABLE, intendanceFilters } from "@/features/intendance/intendance-list-ask";
import { LOCATAIRE_SORTABLE, locataireFilters } from "@/features/locataires/locataire-list-ask";
import { CLIENT_SORTABLE, clientRoute } from "@/features/clients/client-route";
import { dossierRoute } from "@/features/dossiers/dossier-route";
import { locataireRoute } from "@/features/locataires/locataire-route";
import { MISSION_SORTABLE, missionRoute } from "@/features/missions/mission-route";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { lazyScreen } from "./lazy-screen";
import { recordRoutes } from "./record-routes";
import { serverListData } from "./route-data";
import { ADMIN, ALL_ROLES, FINANCE, type AppRoute } from "./route-types";

// Every screen but the 404 page is a lazy chunk (lazy-screen.ts): the first page downloads only its own code.
const DashboardPage = lazyScreen(() =>
  import("@/features/dashboard/dashboard-page").then((m) => m.DashboardPage),
);
const QuitanceMonthPage = lazyScreen(() =>
  import("@/features/quitances/quitance-month-page").then((m) => m.QuitanceMonthPage),
);
const QuitanceYearPage = lazyScreen(() =>
  import("@/features/quitances/quitance-year-page").then((m) => m.QuitanceYearPage),
);
const QuitanceValidationPage = lazyScreen(() =>
  import("@/features/quitances/quitance-validation-page").then((m) => m.QuitanceValidationPage),
);
const IntendanceListPage = lazyScreen(() =>
  import("@/features/intendance/intendance-list-page").then((m) => m.IntendanceListPage),
);
const BanquePage = lazyScreen(() =>
  import("@/features/banque/banque-page").then((m) => m.BanquePage),
);
const RevisionsPage = lazyScreen(() =>
  import("@/features/revisions/revisions-page").then((m) => m.RevisionsPage),
);
const PrelevementsPage = lazyScreen(() =>
  import("@/features/prelevements/prelevements-page").then((m) => m.PrelevementsPage),
);
const PrelevementPage = lazyScreen(() =>
  import("@/features/prelevements/prelevement-page").then((m) => m.PrelevementPage),
);
const ComptabilitePage = lazyScreen(() =>
  import("@/features/parametres/parametres-page").then((m) => m.ComptabilitePage),
);
const ReversementsPage = lazyScreen(() =>
  import("@/features/reversements/reversements-page").then((m) => m.ReversementsPage),
);
const ReversementPage = lazyScreen(() =>
  import("@/features/reversements/reversement-page").then((m) => m.ReversementPage),
);
const InterventionsPage = lazyScreen(() =>
  import("@/features/travaux/interventions-page").then((m) => m.InterventionsPage),
);
const InterventionPage = lazyScreen(() =>
  import("@/features/travaux/intervention-page").then((m) => m.InterventionPage),
);
const PaiementsFournisseursPage = lazyScreen(() =>
  import("@/features/travaux/paiements-fournisseurs-page").then((m) => m.PaiementsFournisseursPage),
);
const PaiementFournisseursPage = lazyScreen(() =>
  import("@/features/travaux/paiement-fournisseurs-page").then((m) => m.PaiementFournisseursPage),
);
const ParametresPage = lazyScreen(() =>
  import("@/features/parametres/parametres-page").then((m) => m.ParametresPage),
);
const EspaceApp = lazyScreen(() => import("@/features/espace/espace-app").then((m) => m.EspaceApp));
const InvitationPage = lazyScreen(() =>
  import("@/features/espace/invitation-page").then((m) => m.InvitationPage),
);
const DemandesPage = lazyScreen(() =>
  import("@/features/demandes/demandes-page").then((m) => m.DemandesPage),
);
const EcheancesPage = lazyScreen(() =>
  import("@/features/echeances/echeances-page").then((m) => m.EcheancesPage),
);
const AidesLogementPage = lazyScreen(() =>
  import("@/features/aides-logement/aides-logement-page").then((m) => m.AidesLogementPage),
);
const LoginPage = lazyScreen(() => import("@/features/auth/login-page").then((m) => m.LoginPage));
const SetPasswordPage = lazyScreen(() =>
  import("@/features/auth/set-password-page").then((m) => m.SetPasswordPage),
);
const SecuritePage = lazyScreen(() =>
  import("@/features/deux-facteurs/securite-page").then((m) => m.SecuritePage),
);
const SessionsPage = lazyScreen(() =>
  import("@/features/sessions/sessions-page").then((m) => m.SessionsPage),
);
const LogoutPage = lazyScreen(() =>
  import("@/features/auth/logout-page").then((m) => m.LogoutPage),
);

/** The route table of spec 2. Order matters: the first match wins and the sidebar follows it. */
export const routes: AppRoute[] = [
  {
    path: "/",
    name: "Tableau de bord",
    access: ADMIN,
    hideHeader: true,
    component: DashboardPage,
    menu: { icon: LayoutDashboardIcon },
  },
  ...recordRoutes({
    route: clientRoute,
    listName: "Clients",
    editName: "Modifier le client",
    icon: UserRoundIcon,
    list: () => import("@/features/clients/client-list-page").then((m) => m.ClientListPage),
    entity: () => import("@/features/clients/client-entity").then((m) => m.clientEntity),
    listData: serverListData("Client", archivedListFilters, CLIENT_SORTABLE),
  }),
  ...recordRoutes({
    route: appartementRoute,
    listName: "Appartements",
    editName: "Modifier l'appartement",
    icon: Building2Icon,
    list: () =>
      import("@/features/appartements/appartement-list-page").then((m) => m.AppartementListPage),
    entity: () =>
      import("@/features/appartements/appartement-entity").then((m) => m.appartementEntity),
    listData: serverListData("Appartement", appartementFilters, APPARTEMENT_SORTABLE),
  }),
  ...recordRoutes({
    route: locataireRoute,
    listName: "Locataires",
    editName: "Modifier le locataire",
    icon: UsersIcon,
    list: () =>
      import("@/features/locataires/locataire-list-page").then((m) => m.LocataireListPage),
    entity: () => import("@/features/locataires/locataire-entity").then((m) => m.locataireEntity),
    listData: serverListData("Locataire", locataireFilters, LOCATAIRE_SORTABLE),
  }),
  ...recordRoutes({
    route: dossierRoute,
    listName: "Dossiers",
    editName: "Modifier le dossier",
    icon: FolderOpenIcon,
    list: () => import("@/features/dossiers/dossier-list-page").then((m) => m.DossierListPage),
    entity: () => import("@/features/dossiers/dossier-entity").then((m) => m.dossierEntity),
    listData: serverListData("Dossier", dossierFilters, DOSSIER_SORTABLE),
  }),
  ...recordRoutes({
    route: fournisseurRoute,
    listName: "Fournisseurs",
    editName: "Modifier le fournisseur",
    icon: HammerIcon,
    list: () =>
      import("@/features/travaux/fournisseur-list-page").then((m) => m.FournisseurListPage),
    entity: () => import("@/features/travaux/fournisseur-entity").then((m) => m.fournisseurEntity),
    listData: serverListData("Fournisseur", archivedListFilters, FOURNISSEUR_SORTABLE),
  }),
  // The agency's GLI contracts (issue 78, ADR 147): beside the suppliers, whose insurer each pays.
  ...recordRoutes({
    route: contratGliRoute,
    listName: "Contrats GLI",
    editName: "Modifier le contrat GLI",
    icon: UmbrellaIcon,
    list: () =>
      import("@/features/garanties/contrat-gli-list-page").then((m) => m.ContratGliListPage),
    entity: () => import("@/features/garanties/contrat-gli-entity").then((m) => m.contratGliEntity),
    listData: serverListData("ContratGli", () => ({}), CONTRAT_GLI_SORTABLE),
  }),
  ...recordRoutes({
    route: missionRoute,
    listName: "Missions",
    editName: "Modifier la mission",
    icon: BriefcaseIcon,
    list: () => import("@/features/missions/mission-list-page").then((m) => m.MissionListPage),
    entity: () => import("@/features/missions/mission-entity").then((m) => m.missionEntity),
    listData: serverListData("Mission", archivedListFilters, MISSION_SORTABLE),
  }),
  {
    path: "/quitances",
    name: "Quittances",
    access: ALL_ROLES,
    component: QuitanceMonthPage,
    menu: { icon: ReceiptTextIcon, href: "/quitances/" },
  },
  {
    path: "/quitances/year",
    name: "Quittances annuelles",
    access: ALL_ROLES,
    component: QuitanceYearPage,
    menu: { icon: CalendarRangeIcon },
  },
  {
    path: "/intendance",
    name: "Intendance",
    access: ALL_ROLES,
    component: IntendanceListPage,
    // The list's first page asked with the session's check (ADR 095).
    data: serverListData("Intendance", intendanceFilters, INTENDANCE_SORTABLE),
    menu: { icon: WrenchIcon, href: "/intendance/" },
  },
  // What the owners and tenants send from their spaces (issue 62).
  {
    path: "/demandes",
    name: "Demandes",
    access: ALL_ROLES,
    component: DemandesPage,
    menu: { icon: MessageSquareIcon },
  },
  // Every dated obligation of the agency (issue 63).
  {
    path: "/echeances",
    name: "Échéances",
    access: ALL_ROLES,
    component: EcheancesPage,
    menu: { icon: CalendarClockIcon },
  },
  // The housing aid paid to the agency (issue 77).
  {
    path: "/aides-logement",
    name: "Aides au logement",
    access: ALL_ROLES,
    component: AidesLogementPage,
    menu: { icon: HandCoinsIcon },
  },
  {
    path: "/banque",
    name: "Banque",
    access: ALL_ROLES,
    component: BanquePage,
    menu: { icon: LandmarkIcon, href: "/banque/" },
  },
  {
    path: "/revisions",
    name: "Révisions",
    access: ALL_ROLES,
    component: RevisionsPage,
    menu: { icon: TrendingUpIcon, href: "/revisions/" },
  },
  {
    path: "/reversements",
    name: "Reversements",
    access: ALL_ROLES,
    component: ReversementsPage,
    menu: { icon: HandCoinsIcon, href: "/reversements/" },
  },
  // Works and repairs (issue 76, ADR 129): the work orders and the suppliers' payouts.
  {
    path: "/interventions",
    name: "Travaux",
    access: ALL_ROLES,
    component: InterventionsPage,
    menu: { icon: ConstructionIcon },
  },
  {
    path: "/paiements-fournisseurs",
    name: "Paiements fournisseurs",
    access: ALL_ROLES,
    component: PaiementsFournisseursPage,
    menu: { icon: BanknoteIcon },
  },
  {
    path: "/prelevements",
    name: "Prélèvements",
    access: ALL_ROLES,
    component: PrelevementsPage,
    menu: { icon: RepeatIcon, href: "/prelevements/" },
  },
  {
    // The comptable's home: the trust-account check and the FEC (admins have them on the dashboard and in Paramètres).
    path: "/comptabilite",
    name: "Comptabilité",
    access: FINANCE,
    component: ComptabilitePage,
    menu: { icon: BookOpenCheckIcon, href: "/comptabilite/" },
  },
  {
    path: "/prelevements/:id",
    name: "Prélèvement",
    access: ALL_ROLES,
    child: true,
    component: PrelevementPage,
  },
  {
    path: "/interventions/:id",
    name: "Intervention",
    access: ALL_ROLES,
    child: true,
    component: InterventionPage,
  },
  {
    path: "/paiements-fournisseurs/:id",
    name: "Paiement des fournisseurs",
    access: ALL_ROLES,
    child: true,
    component: PaiementFournisseursPage,
  },
  {
    path: "/reversements/:id",
    name: "Reversement",
    access: ALL_ROLES,
    child: true,
    component: ReversementPage,
  },
  {
    path: "/parametres",
    name: "Paramètres",
    access: ADMIN,
    component: ParametresPage,
    menu: { icon: SettingsIcon, href: "/parametres/" },
  },
  {
    path: "/quitance/validation/:state/:uuid",
    name: "Confirmation de paiement",
    access: "public",
    bare: true,
    component: ({ params }) => <QuitanceValidationPage state={params.state!} uuid={params.uuid!} />,
  },
  // The owners' and tenants' spaces (issue 62): a frame of their own, their own session.
  {
    path: "/espace/invitation/:jeton",
    name: "Invitation",
    access: "public",
    bare: true,
    component: ({ params }) => <InvitationPage jeton={params.jeton!} />,
  },
  { path: "/espace/*?", name: "Mon espace", access: "public", bare: true, component: EspaceApp },
  {
    path: "/login",
    name: "Connexion",
    access: "guest",
    hideHeader: true,
    component: LoginPage,
    menu: { icon: LogInIcon, group: "account" },
  },
  {
    path: "/securite",
    name: "Sécurité du compte",
    access: "auth",
    component: SecuritePage,
    menu: { icon: ShieldCheckIcon, group: "account" },
  },
  {
    path: "/setPassword",
    name: "Mot de passe",
    access: "auth",
    component: SetPasswordPage,
    menu: { icon: KeyRoundIcon, group: "account" },
  },
  {
    path: "/sessions",
    name: "Mes sessions",
    access: "auth",
    // Also on « Sécurité du compte » (its menu entry): one entry less in the menu, one icon less in /login's load.
    component: SessionsPage,
  },
  {
    path: "/logout",
    name: "Déconnexion",
    access: "auth",
    component: LogoutPage,
    menu: { icon: LogOutIcon, group: "account" },
  },
  { path: "/404", name: "Page introuvable", access: "public", component: NotFoundPage },
];

export const notFoundRoute: AppRoute = {
  path: "*",
  name: "Page introuvable",
  access: "public",
  component: NotFoundPage,
};
