import * as React from "react";
import {
  FORCE_LABELS,
  type Force,
  MOT_DE_PASSE_TROP_COURANT,
  passwordStrength,
  passwordTooCommon,
} from "@worker/domain/password/rules";
import { cn } from "@/lib/utils";

/** The form's rule, as the server applies it (worker/domain/password/rules.ts). */
export const PASSWORD_RULE =
  "Au moins 6 caractères, ni un mot de passe courant (azerty, motdepasse…), ni votre adresse e-mail.";

let loading: Promise<ReadonlySet<string>> | undefined;
/** The list of common passwords (9 kB), loaded once, when a password form first shows: no weight on other screens. */
function loadCommonPasswords() {
  loading ??= import("@worker/domain/password/common-passwords").then((m) => m.COMMON_PASSWORDS);
  return loading;
}

/** The list once loaded (null before), and the two checks the form needs against it. */
export function usePasswordRules(email: string | undefined) {
  const [common, setCommon] = React.useState<ReadonlySet<string> | null>(null);
  React.useEffect(() => {
    let live = true;
    loadCommonPasswords()
      .then((set) => live && setCommon(set))
      .catch(() => undefined); // the server refuses the same passwords anyway
    return () => {
      live = false;
    };
  }, []);
  return {
    tooCommon: (password: string) => !!common && passwordTooCommon(password, email, common),
    strength: (password: string): Force => passwordStrength(password, email, common ?? new Set()),
  };
}

const LEVELS: Force[] = ["faible", "moyen", "fort"];
const COLOUR: Record<Force, string> = {
  faible: "bg-destructive",
  moyen: "bg-warning",
  fort: "bg-success",
};

/** Three bars and a word (Faible, Moyen, Fort); says why when the password is one the server refuses. */
export function PasswordStrength({
  force,
  tooCommon,
}: {
  force: Force | null;
  tooCommon: boolean;
}) {
  const level = force ? LEVELS.indexOf(force) + 1 : 0;
  return (
    <div className="flex flex-col gap-1.5">
      {/* The native meter speaks to assistive technologies; the bars draw it. */}
      <meter
        className="sr-only"
        aria-label="Force du mot de passe"
        aria-valuetext={force ? FORCE_LABELS[force] : "Aucun"}
        min={0}
        max={3}
        value={level}
      />
      <div aria-hidden className="grid grid-cols-3 gap-1">
        {LEVELS.map((l, i) => (
          <span
            key={l}
            className={cn("h-1.5 rounded-full bg-muted", force && i < level && COLOUR[force])}
          />
        ))}
      </div>
      <p className="flex justify-between text-xs text-muted-foreground">
        <span>Force du mot de passe</span>
        <span data-testid="force" className="font-medium text-foreground">
          {force ? FORCE_LABELS[force] : "—"}
        </span>
      </p>
      {tooCommon && <p className="text-xs text-destructive">{MOT_DE_PASSE_TROP_COURANT}</p>}
    </div>
  );
}
