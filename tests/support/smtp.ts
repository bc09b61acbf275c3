import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { smtpMailer } from "../../worker/entry/smtp-mailer";
import type { Mail, Mailer } from "../../worker/ports";

// A real SMTP server on loopback (smtp-server), and the Node entry's own SMTP mailer pointed at it.

export interface Received {
  to: string[];
  raw: string;
  /** Headers unfolded, the text part decoded (quoted-printable). */
  subject: string;
  text: string;
  /** Attachments: file name and decoded bytes. */
  attachments: { filename: string; content: Uint8Array }[];
}

const decodeQP = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
const decodeWords = (s: string) =>
  s.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQP(data.replace(/_/g, " ")),
  );

function parse(raw: string): Omit<Received, "to" | "raw"> {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "");
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  let text = "";
  const attachments: Received["attachments"] = [];
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const h = head.replace(/\r?\n[ \t]+/g, " ");
    const name = /filename="?([^";\r\n]+)"?/i.exec(h)?.[1];
    if (name)
      attachments.push({
        filename: decodeWords(name),
        content: new Uint8Array(Buffer.from(body.replace(/\s+/g, ""), "base64")),
      });
    else if (/Content-Type: text\/plain/i.test(h))
      text = /quoted-printable/i.test(h)
        ? decodeQP(body)
        : /base64/i.test(h)
          ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
          : body;
  }
  return { subject, text, attachments };
}

export async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parse(raw) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A mailer whose transport can be switched off (no SMTP_URL) or made to fail, between runs of the job. */
export function switchableMailer(url: string) {
  const smtp = smtpMailer(url, "agence@patrimoine.test");
  const state = { configured: true, failing: false };
  const mailer: Mailer & { state: typeof state } = {
    state,
    get configured() {
      return state.configured;
    },
    async send(mail: Mail) {
      if (state.failing) throw new Error("Connexion SMTP refusée (test)");
      await smtp.send(mail);
    },
  };
  return mailer;
}
