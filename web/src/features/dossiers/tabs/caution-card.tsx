import { PencilIcon, Trash2Icon } from "lucide-react";
import type { Caution } from "@/api/types";
import { CautionDocumentButtons } from "@/components/document-buttons";
import { DocumentVersions } from "@/components/document-versions";
import { SignedCopy } from "@/components/signed-copy";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatMoney, fullName } from "@/lib/format";
import { afficherTelephone } from "@worker/domain/francais/telephone";

interface CautionCardProps {
  caution: Caution;
  dossierId: number;
  onEdit: () => void;
  /** Absent for roles that may not delete (spec 6). */
  onDelete?: () => void;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ");

/** One guarantor of the dossier: who, how to reach them, the deed's dates, its PDF and its signed copy. */
export function CautionCard({ caution: c, dossierId, onEdit, onDelete }: CautionCardProps) {
  const name = join(c.titre, c.prenom, c.nom);
  const rows: [string, string][] = [
    ["Mobile", afficherTelephone(c.mobile)],
    ["E-mail", c.mail],
    [
      "Naissance",
      join(
        c.naissance ? `le ${formatDate(c.naissance)}` : null,
        c.lieuNaissance ? `à ${c.lieuNaissance}` : null,
      ),
    ],
    ["Adresse", join(c.adresse, c.cp, c.ville)],
    ["Cautionnement", c.cautionSolidaire ? "Solidaire" : "Simple"],
    [
      "Engagement",
      join(
        c.montantMaximum != null ? `jusqu'à ${formatMoney(c.montantMaximum)}` : null,
        c.dureeEngagement != null ? `pendant ${c.dureeEngagement} mois` : null,
      ),
    ],
    [
      "Acte de caution",
      join(
        c.dateCautionSolidaire ? `du ${formatDate(c.dateCautionSolidaire)}` : null,
        c.signatureCautionSolidaire ? `signé le ${formatDate(c.signatureCautionSolidaire)}` : null,
        c.retourCautionSolidaire ? `retourné le ${formatDate(c.retourCautionSolidaire)}` : null,
      ),
    ],
    ["Complément", c.complement ?? ""],
  ];
  return (
    <Card data-caution={c.id} className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{name}</CardTitle>
        <div className="-my-2 flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Modifier ${fullName(c)}`}
            title="Modifier"
            onClick={onEdit}
          >
            <PencilIcon />
          </Button>
          {onDelete ? (
            <Button
              variant="destructive-ghost"
              size="icon-sm"
              aria-label={`Supprimer ${fullName(c)}`}
              title="Supprimer"
              onClick={onDelete}
            >
              <Trash2Icon />
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value || "—"}</dd>
            </div>
          ))}
        </dl>
        <SignedCopy
          resource="Caution"
          id={c.id}
          field="acteCautionnementSigned"
          link={c.acteCautionnementSigned}
          label="Acte de cautionnement signé"
          fileName={`Acte de cautionnement signé - ${fullName(c)}`}
        />
        <div className="-ml-3 flex flex-wrap gap-1">
          <CautionDocumentButtons dossierId={dossierId} caution={c} />
        </div>
        <DocumentVersions
          sujet={`Dossier/${dossierId}/acteCautionnement/${c.id}`}
          titre="Versions de l'acte de cautionnement"
          fileName={`Acte de cautionnement - ${fullName(c)}`}
        />
      </CardContent>
    </Card>
  );
}
