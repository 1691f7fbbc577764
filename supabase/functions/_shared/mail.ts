import { requireEnv } from './http.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe …), which the mail API puts on the message. */
  headers?: Record<string, string>;
}

/**
 * Sends one e-mail through Resend's HTTP API (`POST <MAIL_API_URL>/emails`, default https://api.resend.com),
 * with the function secrets RESEND_API_KEY and MAIL_FROM. The emulator points MAIL_API_URL at its dev
 * mailbox, which takes the same request, so this code runs unchanged locally and on a hosted project.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const base = (Deno.env.get('MAIL_API_URL') || 'https://api.resend.com').replace(/\/+$/, '');
  const response = await fetch(`${base}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${requireEnv('RESEND_API_KEY')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: requireEnv('MAIL_FROM'),
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(`The mail API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  await response.body?.cancel();
}
