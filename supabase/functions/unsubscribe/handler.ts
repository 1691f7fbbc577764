import { callAsService } from '../_shared/rest.ts';
import { UNSUBSCRIBE_TOKEN_LENGTH, userOfUnsubscribeToken } from '../_shared/unsubscribe-token.ts';

/** Plain text (a hosted project serves function HTML as text anyway), never cached, no CORS. */
function say(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The morning e-mail's unsubscribe link: GET (the link in the e-mail) or POST (a mail app's one-click
 * List-Unsubscribe-Post, RFC 8058) with ?token=<the signed token>. No sign-in: the signature is the proof.
 */
export async function handleUnsubscribe(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return say(405, 'Unsubscribe with the link in the e-mail.');
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const userId = token.length <= UNSUBSCRIBE_TOKEN_LENGTH ? await userOfUnsubscribeToken(token) : null;
  if (!userId) {
    return say(
      400,
      'This unsubscribe link is not complete or not ours. Use the whole link from the e-mail, or turn the morning e-mail off from the account menu in Job Tracker.',
    );
  }
  await callAsService<boolean>('unsubscribe_morning_email', { p_user_id: userId });
  return say(
    200,
    'You will get no more morning e-mails from Job Tracker. You can turn them on again from the account menu.',
  );
}
