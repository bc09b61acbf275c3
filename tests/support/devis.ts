// Issue 76, item 3: a quote as staff send it (a PDF by its bytes, the amounts as typed).

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n% devis\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n",
);

/** The multipart of POST /api/Intervention/{id}/devis; `o` overrides a field (null leaves it out). */
export function formDevis(FournisseurId: number, o: Record<string, string | null> = {}) {
  const f = new FormData();
  f.append("file", new Blob([PDF], { type: "application/pdf" }), "devis.pdf");
  const champs: Record<string, string | null> = {
    montantHT: "1 000,00",
    tauxTVA: "20",
    FournisseurId: String(FournisseurId),
    ...o,
  };
  for (const [k, v] of Object.entries(champs)) if (v !== null) f.append(k, v);
  return f;
}
