import * as React from "react";
import { ApiError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/file-picker";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/lib/notify";
import { OBJET_MAX, PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, TEXTE_MAX } from "./demande-types";

// The form of a new request in a space: its subject and text, and for a tenant up to 5 photos (the phone's camera
// offered). The counts and sizes are told here before sending; the server checks them again (and the photos' bytes).

export interface EnvoiDemande {
  objet: string;
  texte: string;
  photos: File[];
  /** The owner's lot the message is about, if chosen. */
  AppartementId?: number;
}

const MO = 1024 * 1024;

/** What is wrong with the chosen photos, in French, or null. */
export function fautePhotos(photos: File[]): string | null {
  if (photos.length > PHOTO_MAX_COUNT)
    return `Vous pouvez joindre au plus ${PHOTO_MAX_COUNT} photos.`;
  const grosse = photos.find((p) => p.size > PHOTO_MAX_BYTES);
  if (grosse) return `La photo « ${grosse.name} » dépasse ${PHOTO_MAX_BYTES / MO} Mo.`;
  return null;
}

export function NouvelleDemandeForm({
  avecPhotos,
  exempleObjet,
  logements = [],
  envoyer,
}: {
  avecPhotos: boolean;
  exempleObjet: string;
  /** The owner's lots, to say which one the message is about (optional). */
  logements?: { id: number; libelle: string }[];
  envoyer: (d: EnvoiDemande) => Promise<void>;
}) {
  const [objet, setObjet] = React.useState("");
  const [texte, setTexte] = React.useState("");
  const [photos, setPhotos] = React.useState<File[]>([]);
  const [logement, setLogement] = React.useState("");
  const [fautes, setFautes] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const f: Record<string, string> = {};
    if (!objet.trim()) f.objet = "Ce champ est obligatoire.";
    if (!texte.trim()) f.texte = "Ce champ est obligatoire.";
    const fp = fautePhotos(photos);
    if (fp) f.photos = fp;
    setFautes(f);
    if (Object.keys(f).length) return;
    setBusy(true);
    try {
      await envoyer({
        objet,
        texte,
        photos,
        ...(logement ? { AppartementId: Number(logement) } : {}),
      });
      setLogement("");
      setObjet("");
      setTexte("");
      setPhotos([]);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFautes(err.fields);
      notify.danger(err instanceof ApiError ? err.message : "L'envoi a échoué : réessayez.");
    } finally {
      setBusy(false);
    }
  }

  const erreur = (champ: string) =>
    fautes[champ] ? (
      <p id={`demande-${champ}-erreur`} className="text-sm text-[oklch(0.45_0.19_27)]">
        {fautes[champ]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {logements.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="demande-logement">Logement concerné (facultatif)</Label>
          <select
            id="demande-logement"
            value={logement}
            onChange={(e) => setLogement(e.target.value)}
            className="h-9 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <option value="">Aucun en particulier</option>
            {logements.map((l) => (
              <option key={l.id} value={l.id}>
                {l.libelle}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="demande-objet">Objet</Label>
        <Input
          id="demande-objet"
          value={objet}
          maxLength={OBJET_MAX}
          onChange={(e) => setObjet(e.target.value)}
          aria-invalid={!!fautes.objet}
          aria-describedby={fautes.objet ? "demande-objet-erreur" : undefined}
          placeholder={exempleObjet}
        />
        {erreur("objet")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="demande-texte">Message</Label>
        <Textarea
          id="demande-texte"
          value={texte}
          maxLength={TEXTE_MAX}
          rows={5}
          onChange={(e) => setTexte(e.target.value)}
          aria-invalid={!!fautes.texte}
          aria-describedby={fautes.texte ? "demande-texte-erreur" : undefined}
        />
        {erreur("texte")}
      </div>
      {avecPhotos && (
        <div className="grid gap-1.5">
          <Label htmlFor="demande-photos">Photos (facultatives, {PHOTO_MAX_COUNT} au plus)</Label>
          <FilePicker
            id="demande-photos"
            accept="image/*"
            multiple
            file={photos[0]}
            count={photos.length}
            onChange={() => undefined}
            onFiles={(choisies) => {
              setPhotos(choisies);
              setFautes((f) => ({ ...f, photos: fautePhotos(choisies) ?? "" }));
            }}
            invalid={!!fautes.photos}
            aria-describedby={fautes.photos ? "demande-photos-erreur" : "demande-photos-aide"}
          />
          <p id="demande-photos-aide" className="text-sm text-muted-foreground">
            Sur un téléphone, vous pouvez prendre la photo directement. {PHOTO_MAX_BYTES / MO} Mo au
            plus par photo.
          </p>
          {erreur("photos")}
        </div>
      )}
      <Button type="submit" disabled={busy} className="sm:self-start">
        {busy ? "Envoi…" : "Envoyer"}
      </Button>
    </form>
  );
}
