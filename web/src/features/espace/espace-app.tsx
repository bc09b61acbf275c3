import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { LogOutIcon, RepeatIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { notify } from "@/lib/notify";
import { PAGES_PROPRIETAIRE } from "@/features/espace-proprietaire/pages";
import { PAGES_LOCATAIRE } from "@/features/espace-locataire/pages";
import { PAGES_FOURNISSEUR } from "@/features/espace-fournisseur/pages";
import {
  PAGES_DEMANDES_LOCATAIRE,
  PAGES_MESSAGES_PROPRIETAIRE,
} from "@/features/demandes/espace-pages";
import { ConnexionEspace, type Connexion } from "./connexion-espace";
import { espaceApi, surFinDeSession } from "./espace-api";
import { espaceToken } from "./espace-token";
import type { EspacePage } from "./page-types";
import { PAGE_SESSIONS_ESPACE } from "./mes-sessions-espace";

// The spaces' frame under /espace (issue 62): the sign-in without a session; with one, phone first, a header (the
// agency, the person, « Changer d'espace » when there are several, « Se déconnecter »), the space's pages in a bottom
// bar on a phone and a row of tabs on a wide screen, the page at /espace/<chemin> (the first by default). A 401 from
// any call (espace-api.ts) brings the sign-in back.

// The frame's width, the same for the header, the tabs and the page: wide enough at 1440 px for the seven tabs of a
// space and « Mes sessions »'s six columns (issue 75), where a 768 px frame scrolled the last tab and each row's
// « Déconnecter » out of sight.
const CADRE = "mx-auto w-full max-w-5xl";

type Moi = Answer<"GET /espace/moi">;

const PAGES: Record<Moi["espace"], EspacePage[]> = {
  proprietaire: [...PAGES_PROPRIETAIRE, ...PAGES_MESSAGES_PROPRIETAIRE, PAGE_SESSIONS_ESPACE],
  locataire: [...PAGES_LOCATAIRE, ...PAGES_DEMANDES_LOCATAIRE, PAGE_SESSIONS_ESPACE],
  fournisseur: [...PAGES_FOURNISSEUR, PAGE_SESSIONS_ESPACE],
};
const NOM_ESPACE: Record<Moi["espace"], string> = {
  proprietaire: "Espace propriétaire",
  locataire: "Espace locataire",
  fournisseur: "Espace fournisseur",
};

export function EspaceApp() {
  const [token, setToken] = React.useState(espaceToken.get);
  // Why the sign-in is back when the server ended the session (a suspended access, a session closed from another
  // device): a person dropped to an empty form with no word would only learn it by failing to sign in again.
  const [motif, setMotif] = React.useState<string | null>(null);
  const queryClient = useQueryClient();
  // Another person may sign in next on this device: nothing of this one's data stays in the cache.
  const quitter = React.useCallback(
    (pourquoi?: string) => {
      espaceToken.clear();
      queryClient.clear();
      setMotif(pourquoi ?? null);
      setToken(null);
    },
    [queryClient],
  );
  React.useEffect(() => surFinDeSession(quitter), [quitter]);

  if (!token)
    return (
      <ConnexionEspace
        motif={motif}
        onConnecte={(c: Connexion, remember) => {
          setMotif(null);
          espaceToken.set(c.token, remember);
          setToken(c.token);
        }}
      />
    );
  return (
    <Cadre
      key={token}
      onQuitter={quitter}
      onChoisi={(t) => {
        espaceToken.replace(t);
        queryClient.clear();
        setToken(t);
      }}
    />
  );
}

function Cadre({
  onQuitter,
  onChoisi,
}: {
  onQuitter: () => void;
  onChoisi: (token: string) => void;
}) {
  const [location] = useLocation();
  const moi = useQuery({
    queryKey: ["espace", "moi"],
    queryFn: ({ signal }) => espaceApi<Moi>(route("GET /espace/moi"), { signal }),
    retry: false,
  });
  if (moi.isError)
    return (
      <main className="mx-auto flex max-w-sm flex-col gap-3 p-6 text-center">
        <h1 className="text-lg font-semibold">Espace momentanément indisponible</h1>
        <p className="text-sm text-muted-foreground">
          Votre espace ne répond pas pour le moment. Réessayez dans un instant.
        </p>
        <Button onClick={() => moi.refetch()}>Réessayer</Button>
      </main>
    );
  if (!moi.data)
    return (
      <div className={cn(CADRE, "flex flex-col gap-3 p-4")} aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const pages = PAGES[moi.data.espace];
  const chemin = location.replace(/^\/espace\/?/, "").split("/")[0] ?? "";
  const page = pages.find((p) => p.chemin === chemin) ?? pages[0];

  async function deconnecter() {
    // The session ends on the server; here in any case.
    await espaceApi(route("POST /espace/logout")).catch(() => undefined);
    onQuitter();
  }

  return (
    <div className="flex min-h-screen flex-col bg-muted/40 pb-20 md:pb-0">
      <EnTete moi={moi.data} onDeconnecter={deconnecter} onChoisi={onChoisi} />
      <Menu pages={pages} actif={page} className="hidden md:flex" />
      <main className={cn(CADRE, "flex-1 px-4 py-4 md:py-6")}>
        {page ? (
          <>
            <h1 className="mb-4 text-xl font-semibold">{page.titre}</h1>
            <page.component />
          </>
        ) : (
          <p>Cet espace n'a pas encore de page.</p>
        )}
      </main>
      <Menu
        pages={pages.filter((p) => !p.horsBarreDuBas)}
        actif={page}
        className="fixed inset-x-0 bottom-0 z-10 border-t bg-background md:hidden"
        bas
      />
    </div>
  );
}

function EnTete({
  moi,
  onDeconnecter,
  onChoisi,
}: {
  moi: Moi;
  onDeconnecter: () => void;
  onChoisi: (token: string) => void;
}) {
  const [choix, setChoix] = React.useState(false);
  const autres = moi.espaces.filter((e) => e.AccesEspaceId !== moi.AccesEspaceId);
  async function choisir(AccesEspaceId: number) {
    try {
      const r = await espaceApi<Connexion>(route("POST /espace/choisir"), {
        body: { AccesEspaceId },
      });
      onChoisi(r.token);
    } catch {
      notify.danger("Impossible de changer d'espace pour le moment.");
    }
  }
  return (
    <header className="border-b bg-background">
      <div className={cn(CADRE, "flex items-center gap-2 px-4 py-3")}>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-muted-foreground">{moi.agence}</p>
          {/* The person's name wraps rather than being cut on a phone: it is how they know they are in their space. */}
          <p className="font-semibold break-words">
            {NOM_ESPACE[moi.espace]}
            <span className="font-normal text-muted-foreground"> · {moi.nom}</span>
          </p>
        </div>
        {moi.espaces.length > 1 && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={choix}
            onClick={() => setChoix((v) => !v)}
          >
            <RepeatIcon aria-hidden />
            <span className="hidden sm:inline">Changer d'espace</span>
            <span className="sr-only sm:hidden">Changer d'espace</span>
          </Button>
        )}
        {/* On a phone, « Mes sessions » is here rather than in the bottom bar (page-types.ts). */}
        <Button variant="ghost" size="sm" className="md:hidden" asChild>
          <Link href={`/espace/${PAGE_SESSIONS_ESPACE.chemin}`}>
            <PAGE_SESSIONS_ESPACE.icone aria-hidden />
            <span className="sr-only">{PAGE_SESSIONS_ESPACE.titre}</span>
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDeconnecter}>
          <LogOutIcon aria-hidden />
          <span className="hidden sm:inline">Se déconnecter</span>
          <span className="sr-only sm:hidden">Se déconnecter</span>
        </Button>
      </div>
      {choix && (
        <nav aria-label="Mes espaces" className={cn(CADRE, "px-4 pb-3")}>
          <ul className="flex flex-col gap-2">
            {autres.map((e) => (
              <li key={e.AccesEspaceId}>
                <Button
                  variant="secondary"
                  className="w-full justify-start"
                  onClick={() => choisir(e.AccesEspaceId)}
                >
                  {NOM_ESPACE[e.espace]} · {e.nom}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function Menu({
  pages,
  actif,
  className,
  bas = false,
}: {
  pages: EspacePage[];
  actif: EspacePage | undefined;
  className?: string;
  bas?: boolean;
}) {
  if (pages.length < 2) return null;
  return (
    <nav aria-label={bas ? "Pages de l'espace (bas)" : "Pages de l'espace"} className={className}>
      <ul
        className={cn(
          CADRE,
          "flex",
          // Six pages since « Travaux » (issue 76): tighter cells so that all fit at 390 px. On a wide screen the
          // tabs wrap rather than scroll, so that none is hidden between 768 px and the frame's width.
          bas ? "justify-around" : "flex-wrap gap-0.5 border-b bg-background px-4",
        )}
      >
        {pages.map((p) => {
          const courant = p === actif;
          return (
            <li key={p.chemin} className={bas ? "min-w-0 flex-1" : undefined}>
              <Link
                href={`/espace/${p.chemin}`}
                aria-current={courant ? "page" : undefined}
                className={cn(
                  "flex items-center gap-1.5 text-sm",
                  bas
                    ? "flex-col gap-0.5 px-0.5 py-2 text-center text-[0.6875rem] leading-tight break-words"
                    : "border-b-2 border-transparent px-2 py-2.5 whitespace-nowrap",
                  courant
                    ? bas
                      ? "font-semibold text-primary"
                      : "border-primary font-semibold text-foreground"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                <p.icone aria-hidden className="size-5 md:size-4" />
                {bas && p.titreBarre ? (
                  <>
                    {/* Read and found by its whole title; shown with its break. */}
                    <span className="sr-only">{p.titre}</span>
                    <span aria-hidden className="hyphens-manual">
                      {p.titreBarre}
                    </span>
                  </>
                ) : (
                  p.titre
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
