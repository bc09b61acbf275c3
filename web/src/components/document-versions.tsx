import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { getFile } from "@/api/client";
import { documentVersionsQuery } from "@/api/documents";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";
import { formatDateTime } from "@/lib/format";

/**
 * The kept versions of a signable document (issue 39), newest first: when each was generated, its SHA-256 (the first
 * characters, the whole on hover), "Signée" on the one every later generation answers; each can be opened again.
 */
export function DocumentVersions({
  sujet,
  titre,
  fileName,
}: {
  sujet: string;
  titre: string;
  fileName: string;
}) {
  const { data } = useQuery(documentVersionsQuery(sujet));
  if (!data?.length) return null;
  return (
    <section aria-label={titre} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{titre}</h3>
      <ul className="flex flex-col divide-y rounded-md border">
        {data.map((v) => (
          <li
            key={v.generated}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span className="tabular-nums">{formatDateTime(v.date)}</span>
            {v.signe ? <Badge>Signée</Badge> : null}
            <code className="text-xs text-muted-foreground" title={`SHA-256 ${v.hash}`}>
              {v.hash.slice(0, 12)}
            </code>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ml-auto"
              onClick={async () =>
                saveBlob(await getFile(v.generated), `${fileName} - ${v.date.slice(0, 10)}.pdf`)
              }
            >
              <DownloadIcon aria-hidden />
              Ouvrir
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
