import { inject } from "vitest";
import { expect } from "vitest";

// A PDF answered by the worker, read back by pdftotext on the Node side (tests/support/pdftotext-service.ts): workerd
// starts no process. Checks the answer is a PDF first.
export async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const read = await fetch(inject("pdftotextUrl"), {
    method: "POST",
    body: await res.arrayBuffer(),
  });
  expect(read.status, await read.clone().text()).toBe(200);
  return ((await read.json()) as { text: string }).text;
}
