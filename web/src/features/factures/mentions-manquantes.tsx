import { AlertTriangleIcon } from "lucide-react";

/**
 * What the agency's settings lack for invoices that pass EN 16931 (its SIRET, its VAT number): the server's French
 * sentences, shown on Paramètres > Agence and above a client's invoices. Nothing when nothing lacks.
 */
export function MentionsManquantes({ mentions }: { mentions: readonly string[] | undefined }) {
  if (!mentions?.length) return null;
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <ul className="flex flex-col gap-1">
        {mentions.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
