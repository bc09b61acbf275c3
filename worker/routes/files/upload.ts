import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { Appartement, Fichier, Image } from "../../db/schema";
import type { AppEnv } from "../../lib/env";
import { badRequest, tooLarge, unsupported } from "../../lib/errors";
import type { Ports } from "../../ports";
import { toApi } from "../resources/serialize";
import {
  ACCEPTED_DOCUMENTS, FICHIER_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, documentType, extensionOf, sniffImage,
} from "./file-types";
import { keyToUrl, newKey } from "./keys";

type Form = Record<string, string | File | (string | File)[]>;

async function readForm(req: { header(n: string): string | undefined; parseBody(o: { all: true }): Promise<Form> }, maxBytes: number): Promise<Form> {
  const length = Number(req.header("content-length") ?? 0);
  if (length > maxBytes) throw tooLarge("Le fichier est trop volumineux.");
  if (!(req.header("content-type") ?? "").includes("multipart/form-data"))
    throw unsupported("Envoyez le fichier en multipart/form-data.");
  try {
    return await req.parseBody({ all: true });
  } catch {
    throw badRequest("Formulaire d'envoi illisible.");
  }
}
const filesOf = (v: Form[string] | undefined): File[] => (Array.isArray(v) ? v : v ? [v] : []).filter((x): x is File => typeof x !== "string");
const textOf = (v: Form[string] | undefined) => (typeof v === "string" ? v.trim() : "");

async function checkedDocument(file: File) {
  if (file.size > FICHIER_MAX_BYTES) throw tooLarge("Le fichier dépasse la taille maximale de 50 Mo.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = documentType(file.name, bytes);
  if (!mime) throw unsupported(`Type de fichier non accepté. Types acceptés : ${ACCEPTED_DOCUMENTS}.`);
  return { bytes, mime, ext: extensionOf(file.name) };
}

/** Replaces a Fichier's content: the new object is stored first, then the row moves to it, then the old one goes. */
export async function storeReplacement(ports: Ports, row: Record<string, unknown>, file: File, nom: string) {
  const { bytes, mime, ext } = await checkedDocument(file);
  const cle = newKey("fichiers", ext);
  await ports.files.put(cle, bytes, mime);
  await ports.db.update(Fichier).set({ nom, extention: ext, url: keyToUrl(cle), cle, mime, taille: bytes.length, updatedAt: new Date().toISOString() }).where(eq(Fichier.id, row.id as number));
  await ports.files.delete(row.cle as string);
}

/** Stores a validated upload as a Fichier row (used by POST /Fichier and the signed-document uploads). */
export async function storeFichier(ports: Ports, file: File, nom?: string, owner: Partial<Record<"ClientId" | "LocataireId" | "AppartementId" | "DossierId" | "MissionId", number>> = {}) {
  const { bytes, mime, ext } = await checkedDocument(file);
  const cle = newKey("fichiers", ext);
  await ports.files.put(cle, bytes, mime);
  // Signed-document uploads carry no nom: the file's own name, without its extension, stands in.
  const baseName = nom || file.name.replace(/\.[a-z0-9]{1,8}$/i, "") || "document";
  const [row] = await ports.db
    .insert(Fichier)
    .values({ nom: baseName, extention: ext, url: keyToUrl(cle), cle, mime, taille: bytes.length, ...owner })
    .returning();
  return row!;
}

export const uploadRoutes = new Hono<AppEnv>()
  .post("/Fichier", async (c) => {
    const form = await readForm(c.req, FICHIER_MAX_BYTES + 1024 * 1024);
    const [file] = filesOf(form.file ?? form.url ?? form.fichier);
    const nom = textOf(form.nom);
    const fields: Record<string, string> = {};
    if (!file) fields.url = "Ce champ est obligatoire.";
    if (!nom) fields.nom = "Ce champ est obligatoire.";
    if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
    const row = await storeFichier(c.var.ports, file!, nom);
    return c.json(toApi("Fichier", row), 201);
  })
  .post("/Image", async (c) => {
    const form = await readForm(c.req, IMAGE_MAX_COUNT * IMAGE_MAX_BYTES + 1024 * 1024);
    const files = filesOf(form.url ?? form.file);
    if (!files.length) throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
    if (files.length > IMAGE_MAX_COUNT) throw badRequest(`Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois.`, { url: `Au plus ${IMAGE_MAX_COUNT} images.` });
    const appartementId = Number(textOf(form.AppartementId)) || null;
    if (appartementId && !(await c.var.ports.db.select({ id: Appartement.id }).from(Appartement).where(eq(Appartement.id, appartementId)))[0])
      throw badRequest("Certains champs sont invalides.", { AppartementId: "L'appartement est introuvable." });
    // Check every file before storing any: a bad one in the batch leaves nothing half-written.
    const checked: { file: File; bytes: Uint8Array; mime: string }[] = [];
    for (const file of files) {
      if (file.size > IMAGE_MAX_BYTES) throw tooLarge(`L'image « ${file.name} » dépasse 100 Mo.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mime = sniffImage(bytes);
      if (!mime) throw unsupported(`« ${file.name} » n'est pas une image (JPEG, PNG, GIF, WebP, BMP, AVIF ou HEIC).`);
      checked.push({ file, bytes, mime });
    }
    const rows = [];
    for (const { file, bytes, mime } of checked) {
      const cle = newKey("images", mime.split("/")[1]!);
      await c.var.ports.files.put(cle, bytes, mime);
      const [row] = await c.var.ports.db
        .insert(Image)
        .values({ url: keyToUrl(cle), cle, nom: file.name, mime, taille: bytes.length, AppartementId: appartementId })
        .returning();
      rows.push(toApi("Image", row!));
    }
    return c.json(rows.length === 1 ? rows[0] : { data: rows }, 201);
  });
