// TEST TOOLING: an HTTP e-mail API on loopback (the JSON shape the edge mailer posts), keeping what it received.
// GET /mails answers them, so a test inside workerd can read what the worker sent; GET /mails?domaine=x.test only
// the recipients of the mails to that domain (the job at 20,000 leases: their PDFs would make a string too long).
// Attachments' contents are kept up to KEPT bytes in all, then only their names (a run of 20,000 receipts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const KEPT = 64 * 1024 * 1024;

interface Mail {
  to?: string[];
  attachments?: { content?: string }[];
}

export async function startMailApi() {
  const mails: Mail[] = [];
  let kept = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/mails") {
      res.setHeader("Content-Type", "application/json");
      const domaine = url.searchParams.get("domaine");
      if (domaine === null) return res.end(JSON.stringify(mails));
      return res.end(
        JSON.stringify(
          mails
            .filter((m) => m.to?.some((t) => t.endsWith(`@${domaine}`)))
            .map((m) => ({ to: m.to })),
        ),
      );
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const mail: Mail = {
        authorization: req.headers.authorization ?? null,
        ...JSON.parse(Buffer.concat(chunks).toString("utf8")),
      };
      for (const a of mail.attachments ?? [])
        if (typeof a.content === "string" && (kept += a.content.length) > KEPT) delete a.content;
      mails.push(mail);
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ id: `mail-${mails.length}` }));
    });
  });
  // Idle connections kept open by this side: the edge files share one isolate (vitest.config.ts), whose connection
  // pool would otherwise send a request on a connection Node closes after its 5 s default ("Network connection lost").
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
