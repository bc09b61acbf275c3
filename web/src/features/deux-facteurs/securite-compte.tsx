import * as React from "react";
import { ShieldAlertIcon, ShieldCheckIcon, SmartphoneIcon } from "lucide-react";
import { renderSVG } from "uqr";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notify } from "@/lib/notify";
import { parQuatre } from "@worker/domain/deux-facteurs/base32";
import { MSG_DEUX_FACTEURS_REQUIS } from "@worker/domain/deux-facteurs/messages";
import { CodeForm } from "./code-form";
import { CodesSecours } from "./codes-secours";
import { OffreAutresAppareils } from "@/features/sessions/offre-autres-appareils";
import { type ConfigurationTotp, deuxFacteurs, relireUtilisateur } from "./deux-facteurs-api";

/** The QR code of the otpauth:// URL: an SVG of fills only, shown as an image (nothing the strict CSP refuses). */
function QrCode({ url }: { url: string }) {
  const src = React.useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`,
    [url],
  );
  return (
    <img
      src={src}
      alt="QR code à scanner avec votre application d'authentification"
      width={200}
      height={200}
      className="size-48 rounded-md border bg-white p-1 sm:size-52"
    />
  );
}

const erreur = (err: unknown) => {
  if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
    notify.danger(err.message);
};

/** The set-up: a secret and its QR code, then the first code, which answers the recovery codes. */
function Configuration({ onActive }: { onActive: (codes: string[]) => void }) {
  const [config, setConfig] = React.useState<ConfigurationTotp | null>(null);
  const [pending, setPending] = React.useState(false);

  async function commencer() {
    setPending(true);
    try {
      setConfig(await deuxFacteurs.configurer());
    } catch (err) {
      erreur(err);
    } finally {
      setPending(false);
    }
  }

  if (!config)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          En plus de votre mot de passe, un code à 6 chiffres donné par une application
          d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator,
          FreeOTP, 2FAS…) vous sera demandé à chaque connexion.
        </p>
        <div>
          <Button onClick={commencer} disabled={pending}>
            <SmartphoneIcon /> Configurer l'application d'authentification
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm marker:font-semibold">
        <li>
          <div className="flex flex-col gap-3">
            <span>Scannez ce QR code avec votre application d'authentification.</span>
            <QrCode url={config.otpauthUrl} />
            <span className="text-muted-foreground">
              Impossible de scanner ? Saisissez cette clé dans l'application (type « basé sur le
              temps ») :
            </span>
            <code
              data-testid="secret-totp"
              className="w-fit max-w-full rounded-md border bg-muted px-3 py-2 font-mono text-base break-all select-all"
            >
              {parQuatre(config.secret)}
            </code>
          </div>
        </li>
        <li>
          <CodeForm
            id="code-activation"
            label="Code affiché par l'application"
            description="Les 6 chiffres du moment : ils changent toutes les 30 secondes."
            submitLabel="Activer le second facteur"
            busyLabel="Vérification…"
            onSubmit={async (code) => {
              const { codesSecours } = await deuxFacteurs.activer(code);
              onActive(codesSecours);
            }}
          />
        </li>
      </ol>
    </div>
  );
}

/** The factor on: new recovery codes, or (unless the agency requires one) turning it off, each with a fresh code. */
function FacteurActif({
  requis,
  onCodes,
}: {
  requis: boolean;
  onCodes: (codes: string[]) => void;
}) {
  const [action, setAction] = React.useState<"codes" | "desactiver" | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Chaque connexion vous demande, après le mot de passe, le code de votre application
        d'authentification ou l'un de vos codes de secours.
      </p>
      {action === null ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAction("codes")}>
            Générer de nouveaux codes de secours
          </Button>
          {requis ? null : (
            <Button variant="outline" onClick={() => setAction("desactiver")}>
              Désactiver le second facteur
            </Button>
          )}
        </div>
      ) : (
        <CodeForm
          id={`code-${action}`}
          secours
          autoFocus
          description="Le code de votre application, ou un code de secours."
          submitLabel={action === "codes" ? "Générer les codes" : "Désactiver"}
          busyLabel="Vérification…"
          onSubmit={async (code) => {
            if (action === "codes") {
              onCodes((await deuxFacteurs.nouveauxCodes(code)).codesSecours);
            } else {
              notify.info((await deuxFacteurs.desactiver(code)).message);
              await relireUtilisateur();
            }
            setAction(null);
          }}
          extra={
            <Button type="button" variant="ghost" onClick={() => setAction(null)}>
              Annuler
            </Button>
          }
        />
      )}
      {requis ? (
        <p className="text-sm text-muted-foreground">
          Votre agence exige un second facteur : il ne peut pas être désactivé. Un administrateur
          peut le réinitialiser si vous perdez votre téléphone et vos codes de secours.
        </p>
      ) : null}
    </div>
  );
}

/** « Sécurité du compte »: the signed-in user's own second factor (issue 59), for every staff role. */
export function SecuriteCompte() {
  const { user } = useSession();
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const [vientDActiver, setVientDActiver] = React.useState(false);
  if (!user) return null;
  // This card is the app's (TOTP); a passkey alone is a second factor too (the card beside it), which the
  // agency's rule counts.
  const actif = user.totpActif;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          Second facteur
          {actif ? (
            <Badge variant="success">
              <ShieldCheckIcon /> Second facteur activé
            </Badge>
          ) : (
            <Badge variant="warning">
              <ShieldAlertIcon /> Non configuré
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          Application d'authentification (TOTP) et codes de secours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {user.deuxFacteursRequis && !user.deuxFacteurs ? (
          <p
            role="alert"
            className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          >
            {MSG_DEUX_FACTEURS_REQUIS}
          </p>
        ) : null}
        {vientDActiver ? <OffreAutresAppareils /> : null}
        {codes ? (
          <CodesSecours email={user.email} codes={codes} onDone={() => setCodes(null)} />
        ) : actif ? (
          <FacteurActif requis={user.deuxFacteursRequis} onCodes={setCodes} />
        ) : (
          <Configuration
            onActive={(c) => {
              setCodes(c);
              setVientDActiver(true);
              notify.info("Le second facteur est activé.");
              relireUtilisateur().catch(() => undefined);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
