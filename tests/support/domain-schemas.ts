import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ZodType } from "zod";

// Every zod schema exported by worker/domain/schemas, found by listing the folder: a schema added later is covered.
const DIR = new URL("../../worker/domain/schemas/", import.meta.url);

export interface NamedSchema {
  name: string;
  schema: ZodType;
}

export async function domainSchemas(): Promise<NamedSchema[]> {
  const out: NamedSchema[] = [];
  for (const file of readdirSync(fileURLToPath(DIR))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort()) {
    const mod = (await import(new URL(file, DIR).href)) as Record<string, unknown>;
    for (const [name, v] of Object.entries(mod))
      if (v instanceof ZodType)
        out.push({ name: `${file.replace(/\.ts$/, "")}.${name}`, schema: v });
  }
  return out;
}

/** The field names of every object inside the schemas (through preprocess, pipes, optionals, unions, arrays). */
export function schemaFieldNames(schemas: NamedSchema[]): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (s: unknown, depth: number) => {
    if (!s || typeof s !== "object" || seen.has(s) || depth > 12) return;
    seen.add(s);
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape) for (const [k, v] of Object.entries(shape)) names.add(k), walk(v, depth + 1);
    for (const key of ["in", "out", "innerType", "element", "left", "right", "valueType", "schema"])
      walk(def[key], depth + 1);
    for (const key of ["options", "items"])
      if (Array.isArray(def[key])) for (const o of def[key] as unknown[]) walk(o, depth + 1);
  };
  for (const { schema } of schemas) walk(schema, 0);
  return [...names].sort();
}
