// TEST TOOLING: pdftotext for the tests that run inside workerd (tests/edge/), which can start no process: POST a
// PDF's bytes, get back readPdf's answer (qpdf's check, the page count, pdftotext's text) as JSON.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readPdf } from "./pdf";

export async function startPdftotextService() {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const body = JSON.stringify(readPdf(new Uint8Array(Buffer.concat(chunks))));
        res.writeHead(200, { "Content-Type": "application/json" }).end(body);
      } catch (e) {
        res.writeHead(422, { "Content-Type": "text/plain" }).end(String(e));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
