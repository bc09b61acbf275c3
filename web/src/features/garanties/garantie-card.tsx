import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { Link } from "wouter";
import type { Answer } from "@/api/answers";
import { ApiError, api } from "@/api/client";
import { route } from "@/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateInput, dateMessage } from "@/components/date-input";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/format";
import { Label } from "@/components/ui/label";
import { useSession } from "@/api/session-store";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";
import type { BasePrime } from "@worker/domain/garanties/regles";
import { ROLES_ECRITURE_CONTRAT_GLI } from "@worker/domain/garanties/schemas";
import { SinistreCard } from "./sinistre-card";
import { tauxEtBase } from "./taux-et-base";

// The lease's rent guarantee (issue 78 item 1): none, guarantors, Visale (its visa) or a GLI contract. The server
// refuses a GLI beside a guarantor (art. 22-1) unless the tenant is a student or an apprentice: its message shows.

const TYPES = [
  ["aucune", "Aucune"],
  ["caution", "Caution personnelle"],
  ["visale", "Visale (Action Logement)"],
  ["gli", "Garantie loyers impayés (GLI)"],
] as const;
type Type = (typeof TYPES)[number][0];

const SELECT =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function GarantieCard({ dossierId }: { dossierId: number }) {
  const qc = useQueryClient();
  const key = ["Dossier", dossierId, "garantie"];
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/garantie">>(
        route("GET /Dossier/:id/garantie", { id: dossierId }),
        {
          signal,
        },
      ),
  });
  const contrats = useQuery({
    queryKey: ["ContratGli"],
    queryFn: ({ signal }) =>
      api<{
        data: {
          id: number;
          assureur: string;
          numeroContrat: string;
          taux: number;
          base: BasePrime;
        }[];
      }>(route("GET /:resource", { resource: "ContratGli" }), { signal }),
  });
  const [type, setType] = React.useState<Type>("aucune");
  const [numeroVisa, setNumeroVisa] = React.useState("");
  const [dateVisa, setDateVisa] = React.useState("");
  const [contrat, setContrat] = React.useState("");
  // The day the lease joined the contract (issue 78: gli.dateAdhesion): premiums start with its month. The screen
  // never sent it, so a GLI taken mid-lease charged the owner premiums for the months before it.
  const [adhesion, setAdhesion] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  // The server's messages at their fields ("visale.numeroVisa"...): a toast alone did not say which one was wrong.
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const role = useSession().user?.role;
  const ecritContrat = !!role && ROLES_ECRITURE_CONTRAT_GLI.includes(role);
  React.useEffect(() => {
    if (!data) return;
    setType(data.type);
    setNumeroVisa(data.visale?.numeroVisa ?? "");
    setDateVisa(data.visale?.dateVisa ?? "");
    setContrat(data.gli ? String(data.gli.ContratGliId) : "");
    setAdhesion(data.gli?.dateAdhesion ?? "");
  }, [data]);

  async function enregistrer(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await api(route("PUT /Dossier/:id/garantie", { id: dossierId }), {
        body: {
          type,
          visale: type === "visale" ? { numeroVisa, dateVisa } : null,
          gli: type === "gli" ? { ContratGliId: contrat, dateAdhesion: adhesion || null } : null,
        },
      });
      notify.success("Garantie du bail enregistrée.");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) setErrors(err.fields);
      tellError(err);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: key });
    }
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Garantie des loyers</CardTitle>
          <CardDescription>
            Une seule garantie par bail. Une GLI ne s'ajoute pas à une caution personnelle, sauf
            pour un locataire étudiant ou apprenti.
            {data && data.duAssureur > 0
              ? ` Dû à l'assureur (subrogation) : ${formatMoney(data.duAssureur)}.`
              : ""}
            {/* ADR 166: money an insurer got beyond its due is claimed back, never a negative « dû ». */}
            {data && data.aReclamerAssureur > 0
              ? ` À réclamer à l'assureur (reversé en trop) : ${formatMoney(data.aReclamerAssureur)}.`
              : ""}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* The form once the lease's guarantee is read: a choice made before would be reset by it. */}
          {!data ? (
            <p className="text-sm text-muted-foreground">Chargement…</p>
          ) : (
            <form onSubmit={enregistrer} className="grid gap-3 sm:grid-cols-2">
              {/* The guarantors by name: « Aucune » stood here beside a lease's caution (they are rows of their own). */}
              {data.garants.length ? (
                <p className="text-sm sm:col-span-2" data-garants>
                  {data.garants.length > 1 ? "Garants" : "Garant"} : {data.garants.join(", ")}
                </p>
              ) : null}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="garantie-type">Type de garantie</Label>
                <select
                  id="garantie-type"
                  className={SELECT}
                  value={type}
                  onChange={(e) => setType(e.target.value as Type)}
                >
                  {TYPES.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </select>
              </div>
              {type === "visale" && (
                <>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="garantie-visa">Numéro de visa</Label>
                    <Input
                      id="garantie-visa"
                      value={numeroVisa}
                      aria-invalid={!!errors["visale.numeroVisa"] || undefined}
                      onChange={(e) => setNumeroVisa(e.target.value)}
                    />
                    <FieldError>{errors["visale.numeroVisa"]}</FieldError>
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="garantie-date-visa">Date du visa</Label>
                    <DateInput
                      id="garantie-date-visa"
                      value={dateVisa}
                      aria-invalid={!!errors["visale.dateVisa"] || undefined}
                      onChange={setDateVisa}
                    />
                    <FieldError>
                      {errors["visale.dateVisa"] && dateMessage(errors["visale.dateVisa"])}
                    </FieldError>
                  </div>
                </>
              )}
              {type === "gli" && contrats.data?.data.length === 0 ? (
                // No contract yet: the way to create one, not an empty choice (it comes back here once created).
                <div className="flex flex-col justify-end gap-1.5">
                  <p className="text-sm text-muted-foreground">
                    L'agence n'a encore aucun contrat GLI.
                  </p>
                  {ecritContrat ? (
                    <Button asChild variant="outline">
                      <Link
                        href={`/contrats-gli/new?oncreate=${encodeURIComponent(`/dossiers/${dossierId}?tab=cautions`)}`}
                      >
                        <PlusIcon /> Créer un contrat GLI
                      </Link>
                    </Button>
                  ) : (
                    <p className="text-sm">
                      Un administrateur ou le comptable crée les contrats GLI (menu « Contrats GLI
                      »).
                    </p>
                  )}
                </div>
              ) : type === "gli" ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="garantie-contrat">Contrat GLI</Label>
                  <select
                    id="garantie-contrat"
                    className={SELECT}
                    value={contrat}
                    aria-invalid={!!errors["gli.ContratGliId"] || undefined}
                    onChange={(e) => setContrat(e.target.value)}
                  >
                    <option value="">Choisir un contrat</option>
                    {contrats.data?.data.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.assureur} · n° {c.numeroContrat} · {tauxEtBase(c)}
                      </option>
                    ))}
                  </select>
                  <FieldError>{errors["gli.ContratGliId"]}</FieldError>
                </div>
              ) : null}
              {type === "gli" && contrats.data?.data.length ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="garantie-adhesion">Date d'adhésion</Label>
                  <DateInput
                    id="garantie-adhesion"
                    value={adhesion}
                    aria-invalid={!!errors["gli.dateAdhesion"] || undefined}
                    aria-describedby="garantie-adhesion-aide"
                    onChange={setAdhesion}
                  />
                  <p id="garantie-adhesion-aide" className="text-xs text-muted-foreground">
                    Les primes sont dues à partir de ce mois ; laissée vide, dès le premier terme du
                    bail.
                  </p>
                  <FieldError>
                    {errors["gli.dateAdhesion"] && dateMessage(errors["gli.dateAdhesion"])}
                  </FieldError>
                </div>
              ) : null}
              <div className="flex items-end sm:col-span-2">
                <Button type="submit" disabled={busy}>
                  Enregistrer la garantie
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
      {/* Issue 78 item 5: the claim's steps, letters and file, once the saved guarantee is a GLI or Visale. */}
      <SinistreCard
        dossierId={dossierId}
        type={data?.type ?? "aucune"}
        duAssureur={data?.duAssureur ?? 0}
      />
    </>
  );
}
