import { noMailer, type Mail, type Mailer } from "../ports";

// The edge entry's mailer, from its bindings: Cloudflare's send_email binding (SEND_EMAIL), or an HTTP e-mail API
// (MAIL_API_URL, with MAIL_API_KEY as a Bearer token) that takes Resend's JSON shape
// ({ from, to, subject, text, attachments: [{ filename, content (base64), content_type }] }). Neither: the mails
// wait in the outbox and each run of the cron tries again once one is configured.

export interface MailEnv {
  SEND_EMAIL?: SendEmail;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  CONTACT_EMAIL?: string;
}

function base64(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

const httpApi = (
  url: string,
  key: string | undefined,
  from: string,
  send: typeof fetch,
): Mailer => ({
  configured: true,
  async send(mail: Mail) {
    const res = await send(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify({
        from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content: base64(a.content),
          content_type: a.contentType,
        })),
      }),
    });
    // The API's refusal is kept as the outbox row's last error, for the admin.
    if (!res.ok) throw new Error(`API e-mail : ${res.status} ${(await res.text()).slice(0, 300)}`);
  },
});

const binding = (send: SendEmail, from: string): Mailer => ({
  configured: true,
  async send(mail: Mail) {
    await send.send({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({
        disposition: "attachment" as const,
        filename: a.filename,
        type: a.contentType,
        content: a.content,
      })),
    });
  },
});

/** `send`: the fetch the e-mail API is called with (the daily job's counts its calls, entry/subrequests.ts). */
export function edgeMailer(env: MailEnv, send: typeof fetch = fetch): Mailer {
  const from = env.MAIL_FROM || env.CONTACT_EMAIL || "contact@patrimoine-locatif.fr";
  if (env.MAIL_API_URL) return httpApi(env.MAIL_API_URL, env.MAIL_API_KEY, from, send);
  if (env.SEND_EMAIL) return binding(env.SEND_EMAIL, from);
  return noMailer;
}
