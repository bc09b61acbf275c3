import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { DateInput } from "@/components/date-input";
import { FilePicker } from "@/components/file-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { espaceApi } from "@/features/espace/espace-api";
import { SELECT } from "@/features/travaux/champ";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { type Intervention, interventionsQuery } from "./api";

// What the supplier sends from a card (issue 76 item 6): its quote, a photo before or after, its invoice. One form
// frame for the three (a file and its fields, the server's French messages under each field); the server checks all.

type Champ =
  | { nom: string; label: string; type: "texte" | "montant" }
  | { nom: string; label: string; type: "date" }
  | { nom: string; label: string; type: "choix"; options: [string, string][] };

interface EnvoiProps {
  i: Intervention;
  chemin: "devis" | "photos" | "facture";
  champFichier: "file" | "fichier";
  titre: string;
  labelFichier: string;
  accept: string;
  champs: Champ[];
  bouton: string;
  succes: string;
}

function Envoi({
  i,
  chemin,
  champFichier,
  titre,
  labelFichier,
  accept,
  champs,
  bouton,
  succes,
}: EnvoiProps) {
  const qc = useQueryClient();
  const [ouvert, setOuvert] = React.useState(false);
  const [file, setFile] = React.useState<File | undefined>();
  const [valeurs, setValeurs] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(
      champs.map((c) => [
        c.nom,
        c.type === "date" ? parisToday() : c.type === "choix" ? (c.options[0]?.[0] ?? "") : "",
      ]),
    ),
  );
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const cle = (nom: string) => `${chemin}-${i.id}-${nom}`;

  async function envoyer(e: React.FormEvent) {
    e.preventDefault();
    if (!file) return setFautes({ [champFichier]: "Choisissez le fichier." });
    const data = new FormData();
    data.set(champFichier, file, file.name);
    for (const [k, v] of Object.entries(valeurs)) data.set(k, v);
    setBusy(true);
    try {
      await espaceApi<Intervention>(
        route(`POST /espace/fournisseur/interventions/:id/${chemin}`, { id: i.id }),
        { body: data },
      );
      notify.success(succes);
      setFautes({});
      setFile(undefined);
      setOuvert(false);
      await qc.invalidateQueries({ queryKey: interventionsQuery.queryKey });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFautes(err.fields);
      notify.danger(err instanceof ApiError ? err.message : "L'envoi a échoué : réessayez.");
    } finally {
      setBusy(false);
    }
  }

  const erreur = (nom: string) =>
    fautes[nom] ? (
      <p id={`${cle(nom)}-erreur`} className="text-sm text-destructive">
        {fautes[nom]}
      </p>
    ) : null;
  if (!ouvert)
    return (
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOuvert(true)}>
        {titre}
      </Button>
    );
  return (
    <form
      onSubmit={envoyer}
      noValidate
      className="flex flex-col gap-3 rounded-md border p-3"
      aria-label={titre}
    >
      <p className="font-medium">{titre}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={cle(champFichier)}>{labelFichier}</Label>
        <FilePicker
          id={cle(champFichier)}
          file={file}
          onChange={setFile}
          accept={accept}
          invalid={!!fautes[champFichier]}
        />
        {erreur(champFichier)}
      </div>
      {champs.map((c) => {
        const id = cle(c.nom);
        const set = (v: string) => setValeurs((x) => ({ ...x, [c.nom]: v }));
        return (
          <div key={c.nom} className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor={id}>{c.label}</Label>
            {c.type === "date" ? (
              <DateInput id={id} value={valeurs[c.nom] ?? ""} onChange={set} />
            ) : c.type === "choix" ? (
              <select
                id={id}
                className={SELECT}
                value={valeurs[c.nom]}
                onChange={(e) => set(e.target.value)}
              >
                {c.options.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                id={id}
                value={valeurs[c.nom] ?? ""}
                inputMode={c.type === "montant" ? "decimal" : undefined}
                onChange={(e) => set(e.target.value)}
                aria-invalid={!!fautes[c.nom]}
              />
            )}
            {erreur(c.nom)}
          </div>
        );
      })}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {bouton}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOuvert(false)}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

const PDF = "application/pdf,.pdf";

export const EnvoiDevis = ({ i }: { i: Intervention }) => (
  <Envoi
    i={i}
    chemin="devis"
    champFichier="file"
    titre="Envoyer un devis"
    labelFichier="Devis (PDF)"
    accept={PDF}
    champs={[
      { nom: "montantHT", label: "Montant HT (€)", type: "montant" },
      {
        nom: "tauxTVA",
        label: "Taux de TVA",
        type: "choix",
        options: [
          ["20", "20 %"],
          ["10", "10 %"],
          ["5.5", "5,5 %"],
        ],
      },
    ]}
    bouton="Envoyer le devis"
    succes="Devis envoyé à l'agence."
  />
);

export const EnvoiPhoto = ({ i }: { i: Intervention }) => (
  <Envoi
    i={i}
    chemin="photos"
    champFichier="file"
    titre="Ajouter une photo"
    labelFichier="Photo"
    accept="image/*"
    champs={[
      {
        nom: "moment",
        label: "Prise",
        type: "choix",
        options: [
          ["avant", "Avant les travaux"],
          ["apres", "Après les travaux"],
        ],
      },
    ]}
    bouton="Envoyer la photo"
    succes="Photo ajoutée."
  />
);

export const EnvoiFacture = ({ i }: { i: Intervention }) => (
  <Envoi
    i={i}
    chemin="facture"
    champFichier="fichier"
    titre="Envoyer la facture"
    labelFichier="Facture (PDF)"
    accept={PDF}
    champs={[
      { nom: "numero", label: "Numéro de facture", type: "texte" },
      { nom: "date", label: "Date de la facture", type: "date" },
      { nom: "montantHT", label: "Montant HT (€)", type: "montant" },
      { nom: "montantTVA", label: "TVA (€)", type: "montant" },
      { nom: "montant", label: "Montant TTC (€)", type: "montant" },
    ]}
    bouton="Envoyer la facture"
    succes="Facture envoyée à l'agence."
  />
);
