import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { ApiError } from "@/api/client";
import { route } from "@/api/routes";
import { DateInput } from "@/components/date-input";
import { FilePicker } from "@/components/file-picker";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import { espaceApi } from "@/features/espace/espace-api";

// The tenant's « Assurance » (issue 62, item 5; loi 89-462 art. 7 g): the end date of the certificate the agency
// holds, and the form to send the next one (a PDF or a photo of it, and its end date). The agency reminds the
// tenant by e-mail a month before that date.

const MO = 1024 * 1024;
const MAX = 10 * MO;

export function AssuranceEspace() {
  const qc = useQueryClient();
  // The lease as the tenant's space reads it (GET /espace/locataire): its certificate's end date.
  const espace = useQuery({
    queryKey: ["espace", "locataire"],
    queryFn: ({ signal }) =>
      espaceApi<Answer<"GET /espace/locataire">>(route("GET /espace/locataire"), { signal }),
    retry: false,
  });
  const [envoyee, setEnvoyee] = React.useState<{ dateFin: string; assureur: string | null } | null>(
    null,
  );
  const dateFin = envoyee?.dateFin ?? espace.data?.bail.assuranceDateFin ?? null;
  const echue = dateFin !== null && dateFin < parisToday();
  return (
    <div className="flex flex-col gap-4">
      {/* The frame (espace-app.tsx) titles the page. */}
      <p className="text-sm text-muted-foreground">
        Votre bail vous demande d'assurer le logement et d'en remettre l'attestation chaque année.
      </p>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Attestation en cours</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {dateFin ? (
            <p className={echue ? "font-medium text-[oklch(0.45_0.19_27)]" : ""}>
              {echue ? "Votre attestation a pris fin le " : "Valable jusqu'au "}
              {formatDate(dateFin)}
              {envoyee?.assureur ? ` (${envoyee.assureur})` : ""}.
            </p>
          ) : (
            <p className="font-medium text-[oklch(0.45_0.19_27)]">
              L'agence n'a pas d'attestation en cours : envoyez-la ci-dessous.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Envoyer une attestation</h2>
          </CardTitle>
          <CardDescription>Un PDF ou une photo de l'attestation, 10 Mo au plus.</CardDescription>
        </CardHeader>
        <CardContent>
          <EnvoiAttestation
            envoyee={async (r) => {
              setEnvoyee(r);
              await qc.invalidateQueries({ queryKey: ["espace", "locataire"] });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function EnvoiAttestation({
  envoyee,
}: {
  envoyee: (r: { dateFin: string; assureur: string | null }) => Promise<void>;
}) {
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [file, setFile] = React.useState<File | undefined>();
  const [dateFin, setDateFin] = React.useState("");

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formulaire = e.currentTarget;
    const data = new FormData(formulaire);
    if (file) data.set("file", file, file.name);
    data.set("dateFin", dateFin);
    const f: Record<string, string> = {};
    if (!file?.size) f.file = "Choisissez le fichier de l'attestation.";
    else if (file.size > MAX) f.file = "L'attestation dépasse la taille maximale de 10 Mo.";
    if (!dateFin) f.dateFin = "Ce champ est obligatoire.";
    setFautes(f);
    if (Object.keys(f).length) return;
    setBusy(true);
    try {
      const r = await espaceApi<Answer<"POST /espace/locataire/assurance", 201>>(
        route("POST /espace/locataire/assurance"),
        { body: data },
      );
      notify.success(`Attestation reçue : valable jusqu'au ${formatDate(r.dateFin)}.`);
      formulaire.reset();
      setFile(undefined);
      setDateFin("");
      await envoyee(r);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFautes(err.fields);
      notify.danger(err instanceof ApiError ? err.message : "L'envoi a échoué : réessayez.");
    } finally {
      setBusy(false);
    }
  }

  const erreur = (champ: string) =>
    fautes[champ] ? (
      <p id={`assurance-${champ}-erreur`} className="text-sm text-[oklch(0.45_0.19_27)]">
        {fautes[champ]}
      </p>
    ) : null;
  const decrit = (champ: string) => (fautes[champ] ? `assurance-${champ}-erreur` : undefined);

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="assurance-file">Attestation</Label>
        <FilePicker
          id="assurance-file"
          file={file}
          onChange={setFile}
          accept="application/pdf,image/*"
          invalid={!!fautes.file}
          aria-describedby={decrit("file")}
        />
        {erreur("file")}
      </div>
      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor="assurance-dateFin">Valable jusqu'au</Label>
        <DateInput
          id="assurance-dateFin"
          value={dateFin}
          onChange={setDateFin}
          aria-invalid={!!fautes.dateFin}
          aria-describedby={decrit("dateFin")}
        />
        {erreur("dateFin")}
      </div>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="assurance-assureur">Assureur (facultatif)</Label>
        <Input id="assurance-assureur" name="assureur" autoComplete="off" />
      </div>
      <Button type="submit" disabled={busy} className="sm:self-start">
        {busy ? "Envoi…" : "Envoyer l'attestation"}
      </Button>
    </form>
  );
}
