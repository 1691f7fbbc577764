import type { Queryable } from '../db/database';
import { sendSmtp } from './smtp';

export interface Mailer {
  send(
    db: Queryable,
    message: {
      to: string;
      subject: string;
      heading: string;
      intro: string;
      action: string;
      /** The one-time link, or null for a message that carries only the code. */
      link: string | null;
      /** The six-digit code the person may type instead of following the link. */
      code?: string;
    },
  ): Promise<void>;
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Every auth e-mail lands in the dev mailbox (`emulator.mailbox`, shown at /_dev/mailbox); with an SMTP
 * URL it also goes out, and a failed delivery is logged rather than failing the request.
 */
export function createMailer(options: { smtpUrl: string | null; from: string }): Mailer {
  return {
    async send(db, message) {
      const codeLine = message.code && message.link ? `Alternatively, enter the code: ${message.code}` : '';
      const text =
        `${message.heading}\n\n${message.intro}\n\n` +
        (message.link ? `${message.action}: ${message.link}\n` : '') +
        (codeLine ? `\n${codeLine}\n` : '');
      const html =
        `<h2>${escapeHtml(message.heading)}</h2>\n<p>${escapeHtml(message.intro)}</p>\n` +
        (message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.action)}</a></p>\n` : '') +
        (codeLine ? `<p>${escapeHtml(codeLine)}</p>\n` : '');
      await db.query(
        `insert into emulator.mailbox (recipient, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5::jsonb)`,
        [message.to, message.subject, text, html, JSON.stringify(message.link ? [message.link] : [])],
      );
      if (options.smtpUrl) {
        const smtpUrl = options.smtpUrl;
        void sendSmtp(smtpUrl, { from: options.from, to: message.to, subject: message.subject, text, html }).catch(
          (error: unknown) => console.error(`SMTP delivery to ${message.to} failed: ${(error as Error).message}`),
        );
      }
    },
  };
}
