import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { listQuery } from "@/api/resources";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { FilePicker } from "@/components/file-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { tellError } from "@/features/quitances/quitance-actions";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { TAUX_TVA_TRAVAUX } from "@worker/domain/travaux/devis";
import { Champ, fautesDe, SELECT } from "./champ";
import { FichierBouton } from "./fichier-bouton";
import {
  choisirDevis,
  type Devis,
  devisQuery,
  envoyerDevis,
  type Intervention,
  rafraichirIntervention,
} from "./interventions-api";

// An order's quotes (issue 76, item 3; ADR 129): the list, « Choisir » after a confirmation that says what follows
// (ordered, or asked to the owners above the mandate's ceiling), each co-owner's decision, and the form that joins a
// supplier's quote (its PDF, the amount before tax, the VAT rate, the supplier). Amounts arrive in cents.

const euros = (cents: number) => formatMoney(cents / 100);
const taux = (t: number) => `${String(t).replace(".", ",")} %`;
const RECOIT = ["ouverte", "devis_demande", "devis_recu"];

function etatDevis(d: Devis) {
  if (d.refuseAt) return { label: "Refusé par les propriétaires", variant: "destructive" as const };
  if (d.choisi) return { label: "Choisi", variant: "success" as const };
  return null;
}

export function DevisSection({ intervention: o }: { intervention: Intervention }) {
  const qc = useQueryClient();
  const q = useQuery(devisQuery(o.id));
  const [choix, setChoix] = React.useState<Devis | null>(null);
  const peutChoisir = ["devis_recu"].includes(o.etat);
  const colonnes: ColumnDef<Devis, unknown>[] = [
    col.text<Devis>("fournisseur", "Fournisseur"),
    col.text<Devis>("ht", "Montant HT", (d) => euros(d.montantHT)),
    col.text<Devis>("tva", "TVA", (d) => taux(d.tauxTVA)),
    col.text<Devis>("ttc", "Montant TTC", (d) => euros(d.montantTTC)),
    {
      id: "pdf",
      header: "PDF",
      cell: ({ row }) => (
        <FichierBouton url={row.original.fichierUrl} nom={row.original.nom} label="Devis" />
      ),
    },
    {
      id: "etat",
      header: "Choix",
      cell: ({ row }) => {
        const b = etatDevis(row.original);
        if (b) return <Badge variant={b.variant}>{b.label}</Badge>;
        return peutChoisir ? (
          <Button size="sm" onClick={() => setChoix(row.original)}>
            Choisir
          </Button>
        ) : null;
      },
    },
  ];
  const devis = q.data?.data ?? [];
  const choisi = devis.find((d) => d.choisi && !d.refuseAt);

  async function confirmerChoix() {
    if (!choix) return;
    try {
      const r = await choisirDevis(o.id, choix.id);
      notify.success(
        r.etat === "attente_proprietaire"
          ? "Devis choisi : il dépasse le plafond du mandat, les propriétaires sont consultés."
          : "Devis choisi : l'intervention est commandée.",
      );
    } catch (e) {
      tellError(e);
    }
    await rafraichirIntervention(qc);
  }

  return (
    <section aria-label="Devis" className="flex flex-col gap-2">
      <h3 className="font-medium">Devis</h3>
      <DataTable
        columns={colonnes}
        data={devis}
        isLoading={q.isLoading}
        actions={{ edit: false, view: false, delete: false }}
        exportName={`intervention-${o.id}-devis`}
        emptyText="Aucun devis reçu."
      />
      {choisi?.decisions.length || o.etat === "attente_proprietaire" ? (
        <Decisions devis={choisi} />
      ) : null}
      {RECOIT.includes(o.etat) ? <NouveauDevis intervention={o} /> : null}
      <ConfirmDialog
        open={choix !== null}
        onOpenChange={(open) => !open && setChoix(null)}
        onConfirm={confirmerChoix}
        title={`Choisir le devis de ${choix?.fournisseur ?? ""} ?`}
        description={`${choix ? euros(choix.montantTTC) : ""} TTC. Au plus au plafond du mandat (ou urgente), l'intervention est commandée ; au-delà, chaque propriétaire du lot est consulté dans son espace et par e-mail.`}
        confirmLabel="Choisir"
        destructive={false}
      />
    </section>
  );
}

/** Each co-owner's answer on the chosen quote, with its date and share; those not yet answered are the rest. */
function Decisions({ devis }: { devis: Devis | undefined }) {
  const decisions = devis?.decisions ?? [];
  return (
    <section aria-label="Décisions des propriétaires" className="rounded-md border p-3 text-sm">
      <p className="font-medium">Accord des propriétaires</p>
      {decisions.length ? (
        <ul className="mt-1 flex flex-col gap-1">
          {decisions.map((d) => (
            <li key={d.ClientId}>
              {d.proprietaire} ({String(d.quotePart).replace(".", ",")} %) :{" "}
              <strong>{d.decision === "accepte" ? "accepté" : "refusé"}</strong> le{" "}
              {formatDate(d.at.slice(0, 10))}
              {d.commentaire ? ` — « ${d.commentaire} »` : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted-foreground">Aucun propriétaire n'a encore répondu.</p>
      )}
    </section>
  );
}

function NouveauDevis({ intervention: o }: { intervention: Intervention }) {
  const qc = useQueryClient();
  const fournisseurs = useQuery(listQuery("Fournisseur"));
  const [fichier, setFichier] = React.useState<File | undefined>();
  const [ht, setHt] = React.useState("");
  const [tva, setTva] = React.useState("20");
  const [fournisseur, setFournisseur] = React.useState(
    o.FournisseurId ? String(o.FournisseurId) : "",
  );
  const [deuxAns, setDeuxAns] = React.useState(false);
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  async function envoyer(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const f = new FormData();
    if (fichier) f.append("file", fichier);
    f.append("montantHT", ht);
    f.append("tauxTVA", tva);
    f.append("FournisseurId", fournisseur);
    if (deuxAns) f.append("acheveDepuisDeuxAns", "oui");
    try {
      await envoyerDevis(o.id, f);
      notify.success("Devis joint à l'intervention.");
      setFautes({});
      setFichier(undefined);
      setHt("");
      await rafraichirIntervention(qc);
    } catch (err) {
      setFautes(fautesDe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={envoyer}
      aria-label="Joindre un devis"
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Champ
        id="devis-fichier"
        label="Devis (PDF)"
        erreur={fautes.file}
        required
        className="sm:col-span-2"
      >
        <FilePicker
          id="devis-fichier"
          file={fichier}
          onChange={setFichier}
          accept="application/pdf"
          invalid={!!fautes.file}
        />
      </Champ>
      <Champ
        id="devis-fournisseur"
        label="Fournisseur"
        erreur={fautes.FournisseurId}
        required
        className="sm:col-span-2"
      >
        <select
          id="devis-fournisseur"
          className={SELECT}
          value={fournisseur}
          onChange={(e) => setFournisseur(e.target.value)}
        >
          <option value="">Choisir…</option>
          {(fournisseurs.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.raisonSociale}
            </option>
          ))}
        </select>
      </Champ>
      <Champ id="devis-ht" label="Montant HT (€)" erreur={fautes.montantHT} required>
        <Input
          id="devis-ht"
          inputMode="decimal"
          value={ht}
          onChange={(e) => setHt(e.target.value)}
          aria-invalid={!!fautes.montantHT || undefined}
        />
      </Champ>
      <Champ id="devis-tva" label="Taux de TVA" erreur={fautes.tauxTVA} required>
        <select
          id="devis-tva"
          className={SELECT}
          value={tva}
          onChange={(e) => setTva(e.target.value)}
        >
          {TAUX_TVA_TRAVAUX.map((t) => (
            <option key={t} value={String(t)}>
              {taux(t)}
            </option>
          ))}
        </select>
      </Champ>
      {tva !== "20" ? (
        <label className="flex items-center gap-2 self-end text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="size-4"
            checked={deuxAns}
            onChange={(e) => setDeuxAns(e.target.checked)}
          />
          Logement achevé depuis plus de deux ans
        </label>
      ) : null}
      <Button type="submit" disabled={busy} className="self-end sm:col-start-2 lg:col-start-4">
        Joindre le devis
      </Button>
    </form>
  );
}
