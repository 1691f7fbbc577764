import { json, requireEnv } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { callAsService } from '../_shared/rest.ts';
import { unsubscribeToken } from '../_shared/unsubscribe-token.ts';
import { composeMorningEmail, type Morning } from './compose.ts';

/**
 * The hourly job (POST with the service-role key, as the pg_cron schedule or the emulator's timer calls
 * it): claims the mornings due (opted in, past 07:00 locally, today's not yet handled), sends each one
 * with something to say, and hands a morning back when its e-mail could not be sent.
 */
export async function handleMorningEmail(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return json(405, { error: 'The morning e-mail job runs with POST.', code: 'method_not_allowed' });
  }
  if (request.headers.get('authorization') !== `Bearer ${requireEnv('SUPABASE_SERVICE_ROLE_KEY')}`) {
    return json(401, { error: 'The morning e-mail job runs with the service-role key.', code: 'not_allowed' });
  }
  await request.body?.cancel();
  const appUrl = requireEnv('APP_URL');
  const functionsUrl = `${requireEnv('SUPABASE_URL')}/functions/v1`;
  const mornings = await callAsService<Morning[]>('claim_morning_emails', {});
  const outcome = { claimed: mornings.length, sent: 0, nothing_to_say: 0, failed: 0 };
  for (const morning of mornings) {
    const token = await unsubscribeToken(morning.user_id);
    const mail = composeMorningEmail(morning, {
      appUrl,
      unsubscribeUrl: `${functionsUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    if (!mail) {
      outcome.nothing_to_say += 1;
      continue;
    }
    try {
      await sendMail(mail);
      outcome.sent += 1;
    } catch (error) {
      outcome.failed += 1;
      console.error(`The morning e-mail for ${morning.user_id} was not sent:`, error);
      await callAsService('release_morning_email', { p_user_id: morning.user_id, p_day: morning.day });
    }
  }
  return json(200, outcome);
}
