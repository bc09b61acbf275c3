import { Link, useSearchParams } from "wouter";
import { useSession } from "@/api/session-store";
import { homeFor } from "@/app/route-types";
import { Button } from "@/components/ui/button";
import { unreachableFrom } from "@/lib/unreachable";

export function NotFoundPage() {
  const role = useSession().user?.role ?? null;
  const [search] = useSearchParams();
  const from = unreachableFrom(search);
  if (from !== null) {
    // A full load, not a client navigation: the session itself may not have been read for want of a server.
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
        <h2 className="text-xl font-semibold">Le serveur est injoignable.</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Vérifiez votre connexion puis réessayez.
        </p>
        <Button asChild>
          <a href={from}>Réessayer</a>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-semibold text-muted-foreground" aria-hidden>
        404
      </p>
      <h2 className="text-xl font-semibold">Cette page n'existe pas...</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        L'adresse demandée est introuvable, ou vous n'avez pas accès à cette page.
      </p>
      <Button asChild variant="outline">
        <Link href={homeFor(role)}>{role ? "Retour à l'accueil" : "Aller à la connexion"}</Link>
      </Button>
    </div>
  );
}
