import type { ZodType } from "zod";
import { ApiError, MSG_INVALID, zodFields } from "./errors";

const MSG_JSON = "Le corps de la requête doit être un objet JSON.";

/** Parses a JSON body by hand (for routes that merge it before validating); a broken body is a 400, not a 500. */
export async function readJson(req: {
  json(): Promise<unknown>;
}): Promise<Record<string, unknown>> {
  const body = await readJsonValue(req);
  if (isRecord(body)) return body;
  throw new ApiError(400, "invalid_json", MSG_JSON);
}

/** A JSON body of any shape (an object or an array: the schema decides); a broken body is a 400. */
export async function readJsonValue(req: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    const body = await req.json();
    if (body !== null && typeof body === "object") return body;
  } catch {
    /* fallthrough */
  }
  throw new ApiError(400, "invalid_json", MSG_JSON);
}

/** A JSON object: not null, not an array. Its keys are strings, where TypeScript narrows to `object` only. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

export function parseWith<T extends ZodType>(schema: T, data: unknown) {
  const r = schema.safeParse(data);
  if (!r.success) throw new ApiError(400, "validation", MSG_INVALID, zodFields(r.error.issues));
  return r.data;
}
