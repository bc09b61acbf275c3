// TEST TOOLING: an HTTP e-mail API on loopback (the JSON shape the edge mailer posts), keeping what it received.
// GET /mails answers them, so a test inside workerd can read what the worker sent.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function startMailApi() {
  const mails: unknown[] = [];
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/mails") {
      res.setHeader("Content-Type", "application/json");
      return res.end(JSON.stringify(mails));
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      mails.push({
        authorization: req.headers.authorization ?? null,
        ...JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ id: `mail-${mails.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
