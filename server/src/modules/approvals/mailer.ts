import nodemailer from 'nodemailer';

/** An e-mail of the app: plain text to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent along (a purchase order's PDF, issue 31). */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
}

/** Sends e-mail; the app has one only when SMTP_URL is configured (tests pass their own). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Through nodemailer's SMTP transport, from the SMTP_URL (smtp:// or smtps://, credentials in it). */
export function smtpMailer(url: string, from: string | undefined): Mailer {
  const transport = nodemailer.createTransport(url);
  const sender = from ?? (decodeURIComponent(new URL(url).username) || 'muestrario@localhost');
  return {
    async send(message) {
      await transport.sendMail({ from: sender, to: message.to, subject: message.subject, text: message.text, ...(message.attachments ? { attachments: [...message.attachments] } : {}) });
    },
  };
}
