import type { Transporter } from "nodemailer";
import type { Mailer } from "../ports";

/** The Node entry's mailer when SMTP_URL is set (smtp:// or smtps://, credentials in the URL), via nodemailer. */
export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first e-mail, not at start: most installations send none from here.
  let transport: Promise<Transporter> | undefined;
  return {
    configured: true,
    async send(mail) {
      transport ??= import("nodemailer").then((m) => m.createTransport(url));
      await (await transport).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        })),
      });
    },
  };
}
