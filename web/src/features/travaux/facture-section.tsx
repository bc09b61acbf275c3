import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { getFile } from "@/api/client";
import { DateInput } from "@/components/date-input";
import { FilePicker } from "@/components/file-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { DECRET_87_712 } from "@worker/domain/travaux/reparations-locatives";
import { Champ, fautesDe } from "./champ";
import { VentilerFacture } from "./facture-ventilation";
import { LignesFacture, ligneEnvoyee, ligneVide, type LigneSaisie } from "./facture-lignes";
import {
  envoyerFacture,
  type FactureLue,
  factureQuery,
  type Intervention,
  rafraichirIntervention,
} from "./interventions-api";

// An order's invoice (issue 76, item 4; ADR 129): entered once the work is done, its PDF kept in the lot's files. A
// Factur-X PDF's XML fills the number, date and totals left empty, and the server refuses a typed value that
// disagrees, at its field; of HT, TVA and TTC two are enough, the server derives the third and holds them to the
// cent. Once entered, the invoice shows its totals, its split and its PDF.

export function FactureSection({ intervention: o }: { intervention: Intervention }) {
  const q = useQuery(factureQuery(o.id));
  if (q.data)
    return (
      <FactureEnregistree facture={q.data}>
        {o.etat === "payee" ? null : <VentilerFacture facture={q.data} intervention={o.id} />}
      </FactureEnregistree>
    );
  if (o.etat !== "realisee") return null;
  return <SaisieFacture intervention={o} />;
}

/** The décret 87-712's section by its code, as the invoice stored it. */
const rubrique = (code: string | undefined) => {
  const titre = Object.entries(DECRET_87_712.rubriques).find(([k]) => k === code)?.[1];
  return titre ? `rubrique ${code} : ${titre}` : `rubrique ${code ?? "?"}`;
};

function FactureEnregistree({
  facture: f,
  children,
}: {
  facture: NonNullable<FactureLue>;
  children: React.ReactNode;
}) {
  async function telecharger() {
    if (!f.fichierUrl) return;
    try {
      saveBlob(await getFile(f.fichierUrl), `facture-${f.numero}.pdf`);
    } catch (e) {
      tellError(e);
    }
  }
  return (
    <section
      aria-label="Facture"
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">
          Facture n° {f.numero} du {formatDate(f.date)} : {formatMoney(f.montant)} TTC
        </h3>
        {f.fichierUrl ? (
          <Button variant="outline" size="sm" onClick={telecharger}>
            <DownloadIcon aria-hidden /> PDF (fichiers du lot)
          </Button>
        ) : null}
      </div>
      <Totaux facture={f} />
      <ul className="flex flex-col gap-1">
        {f.lignes.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never change
          <li key={i}>
            {l.libelle ? `${l.libelle} : ` : ""}
            {formatMoney(l.montant)},{" "}
            {l.imputation === "locataire"
              ? `au locataire (réparations locatives, ${rubrique(l.chargeLocataire?.rubrique)})`
              : `aux propriétaires (${l.nature === "travaux" ? "travaux d'amélioration" : "entretien"})`}
          </li>
        ))}
      </ul>
      {f.aVentiler ? (
        <p role="status" className="text-amber-700 dark:text-amber-400">
          Envoyée par le fournisseur : à ventiler entre propriétaires et locataire avant son
          paiement.
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** HT, TVA and TTC side by side; an invoice entered with its TTC alone (before they were kept) says so. */
function Totaux({ facture: f }: { facture: NonNullable<FactureLue> }) {
  const montant = (v: number | null) => (v === null ? "non renseigné" : formatMoney(v));
  return (
    <dl aria-label="Totaux de la facture" className="grid grid-cols-3 gap-2 sm:max-w-md">
      {(
        [
          ["Montant HT", montant(f.montantHT)],
          ["TVA", montant(f.montantTVA)],
          ["Montant TTC", montant(f.montant)],
        ] as const
      ).map(([titre, valeur]) => (
        <div key={titre}>
          <dt className="text-muted-foreground">{titre}</dt>
          <dd className="tabular-nums">{valeur}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount as the API reads it: « 1 245,50 » typed, « 1245.50 » sent. */
const enNombre = (v: string) => v.replace(/\s/g, "").replace(",", ".");

function SaisieFacture({ intervention: o }: { intervention: Intervention }) {
  const qc = useQueryClient();
  const [fichier, setFichier] = React.useState<File | undefined>();
  const [numero, setNumero] = React.useState("");
  const [date, setDate] = React.useState("");
  const [montant, setMontant] = React.useState("");
  const [montantHT, setMontantHT] = React.useState("");
  const [montantTVA, setMontantTVA] = React.useState("");
  const [lignes, setLignes] = React.useState<LigneSaisie[]>([ligneVide()]);
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  async function envoyer(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const f = new FormData();
    if (fichier) f.append("fichier", fichier);
    f.append("numero", numero);
    f.append("date", date);
    f.append("montantHT", enNombre(montantHT));
    f.append("montantTVA", enNombre(montantTVA));
    f.append("montant", enNombre(montant));
    f.append("lignes", JSON.stringify(lignes.map(ligneEnvoyee)));
    try {
      const r = await envoyerFacture(o.id, f);
      notify.success(
        r.facturX
          ? `Facture n° ${r.facture.numero} enregistrée (Factur-X lue) ; le PDF est dans les fichiers du lot.`
          : `Facture n° ${r.facture.numero} enregistrée ; le PDF est dans les fichiers du lot.`,
      );
      setFautes({});
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
      aria-label="Saisir la facture"
      className="flex flex-col gap-3 rounded-lg border p-3"
    >
      <h3 className="font-medium">Facture du fournisseur</h3>
      <p className="text-sm text-muted-foreground">
        Une facture Factur-X remplit d'elle-même le numéro, la date et les montants laissés vides.
        Des montants HT, TVA et TTC, deux suffisent : le troisième en est déduit.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Champ
          id="facture-fichier"
          label="Facture (PDF)"
          erreur={fautes.fichier}
          required
          className="sm:col-span-2 lg:col-span-1"
        >
          <FilePicker
            id="facture-fichier"
            file={fichier}
            onChange={setFichier}
            accept="application/pdf"
            invalid={!!fautes.fichier}
          />
        </Champ>
        <Champ id="facture-numero" label="Numéro" erreur={fautes.numero}>
          <Input
            id="facture-numero"
            value={numero}
            onChange={(e) => setNumero(e.target.value)}
            aria-invalid={!!fautes.numero || undefined}
          />
        </Champ>
        <Champ id="facture-date" label="Date" erreur={fautes.date}>
          <DateInput id="facture-date" value={date} onChange={setDate} />
        </Champ>
        <ChampMontant
          id="facture-montant-ht"
          label="Montant HT (€)"
          erreur={fautes.montantHT}
          valeur={montantHT}
          changer={setMontantHT}
        />
        <ChampMontant
          id="facture-montant-tva"
          label="TVA (€)"
          erreur={fautes.montantTVA}
          valeur={montantTVA}
          changer={setMontantTVA}
        />
        <ChampMontant
          id="facture-montant"
          label="Montant TTC (€)"
          erreur={fautes.montant}
          valeur={montant}
          changer={setMontant}
        />
      </div>
      {fautes.lignes ? (
        <p role="alert" className="text-sm text-destructive">
          {fautes.lignes}
        </p>
      ) : null}
      <LignesFacture lignes={lignes} onChange={setLignes} fautes={fautes} />
      <Button type="submit" disabled={busy} className="self-end">
        Enregistrer la facture
      </Button>
    </form>
  );
}

/** One of the invoice's three totals, typed in euros (two are enough: the server derives the third). */
function ChampMontant(p: {
  id: string;
  label: string;
  erreur?: string;
  valeur: string;
  changer: (v: string) => void;
}) {
  return (
    <Champ id={p.id} label={p.label} erreur={p.erreur}>
      <Input
        id={p.id}
        inputMode="decimal"
        value={p.valeur}
        onChange={(e) => p.changer(e.target.value)}
        aria-invalid={!!p.erreur || undefined}
      />
    </Champ>
  );
}
