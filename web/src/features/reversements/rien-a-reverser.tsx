// Issue 74, item 7: « Préparer un reversement » with nobody payable creates nothing; the server's 409 names each
// owner and their reason, one line each, and this card lists them where the batch would have opened.

/** The 409's message: its first line the verdict, then « owner : reason » lines. */
export function RienAReverser({
  message,
  onClose,
  label = "Aucun reversement créé",
}: {
  message: string;
  onClose: () => void;
  /** What was not created: the suppliers' payouts say so too (ADR 129). */
  label?: string;
}) {
  const [titre, ...lignes] = message.split("\n");
  return (
    <section
      role="alert"
      aria-label={label}
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-destructive">{titre}</p>
        <button type="button" className="text-xs underline" onClick={onClose}>
          Fermer
        </button>
      </div>
      {lignes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
          {lignes.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
