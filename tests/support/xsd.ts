import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

// Validates a file the product writes against an official XSD kept under tests/fixtures (each with its source in a
// comment), with libxml2's xmllint compiled to WebAssembly: no native tool needed on the test machine.

export const SCHEMA_PAIN_001 = new URL("../fixtures/sepa/pain.001.001.09.xsd", import.meta.url);
export const SCHEMA_PAIN_008 = new URL("../fixtures/sepa/pain.008.001.08.xsd", import.meta.url);

/** The schema's errors for this XML ([] when valid). */
export async function erreursXsd(xml: string, schema: URL): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [readFileSync(schema, "utf8")],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
