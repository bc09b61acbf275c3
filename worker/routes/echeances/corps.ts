import { readJson } from "../../lib/validate";

/** A JSON object body, or {} when none is sent (a renewal for the legal term needs none). */
export async function corpsOuVide(req: {
  text(): Promise<string>;
}): Promise<Record<string, unknown>> {
  const raw = await req.text();
  return raw.trim() === "" ? {} : readJson({ json: async () => JSON.parse(raw) });
}
