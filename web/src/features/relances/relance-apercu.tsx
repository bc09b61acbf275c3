import { MailIcon, PaperclipIcon } from "lucide-react";
import { formatDate, formatMoney } from "@/lib/format";
import type { ApercuRelance } from "./relances-api";
import { accord } from "@worker/domain/francais/pluriel";

/** The stage's preview: the unpaid terms and their total, then each letter as it will leave (addressee, subject, text). */
export function Apercu({ apercu: a }: { apercu: ApercuRelance }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
        <p className="font-medium">
          {resumeImpayes(a.termes.length, a.arriere !== null)} :{" "}
          <span className="tabular-nums">{formatMoney(a.total)}</span>
        </p>
        <ul className="mt-1 text-muted-foreground">
          {a.termes.map((t) => (
            <li key={t.QuitanceId} className="tabular-nums">
              du {formatDate(t.du)} au {formatDate(t.au)} : {formatMoney(t.reste)}
            </li>
          ))}
          {a.arriere ? (
            <li className="tabular-nums">
              Arriéré repris au {formatDate(a.arriere.date)} : {formatMoney(a.arriere.reste)}
            </li>
          ) : null}
        </ul>
      </div>
      {!a.envoiParMail ? (
        <p
          role="note"
          className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
        >
          Le locataire n'a pas d'adresse e-mail : téléchargez la lettre pour l'envoyer par courrier.
        </p>
      ) : null}
      {a.lettres.map((l) => (
        <article
          key={`${l.destinataire}-${l.mail ?? l.nom}`}
          aria-label={`Lettre à ${l.nom}`}
          className="flex flex-col gap-2 rounded-md border p-3"
        >
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <MailIcon className="size-4 text-muted-foreground" aria-hidden />
            <span className="font-medium">
              {l.destinataire === "caution" ? "Caution" : "Locataire"} : {l.nom}
            </span>
            {l.mail ? <span className="break-all text-muted-foreground">{l.mail}</span> : null}
          </p>
          <p className="text-sm">
            <span className="font-medium">Objet :</span> {l.objet}
          </p>
          <div className="rounded bg-muted/40 p-2 text-sm whitespace-pre-wrap">{l.texte}</div>
          {a.pieceJointe ? (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <PaperclipIcon className="size-3.5" aria-hidden /> Pièce jointe : {a.pieceJointe}{" "}
              (PDF)
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}

/** « 2 termes impayés », « 1 terme impayé et l'arriéré repris », « Arriéré repris impayé » (ADR 114). */
function resumeImpayes(termes: number, arriere: boolean) {
  const t = `${termes} ${accord(termes, "terme")} ${accord(termes, "impayé")}`;
  if (!arriere) return t;
  return termes ? `${t} et l'arriéré repris` : "Arriéré repris impayé";
}
