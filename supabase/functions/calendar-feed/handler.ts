import { buildCalendar, followUpEvent, isTimeZone, scheduledEvent } from '../_shared/ics.ts';
import { appUrl, callAsService } from '../_shared/rest.ts';

interface Feed {
  time_zone: string;
  events: { id: string; kind: string; starts_at: string; note: string; company: string; position: string }[];
  follow_ups: { application_id: string; day: string; company: string; position: string }[];
}

/** A feed's token: exactly 64 hex characters; anything else is not looked up. */
const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Calendar apps fetch the feed from their servers, not from a web page: no CORS headers, so no page on
 * another site can read a feed even with its address.
 */
function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The same answer for a malformed, unknown or revoked token: nothing tells them apart. */
const notFound = () => answer(404, { error: 'There is no calendar feed at this address.', code: 'feed_not_found' });

/**
 * GET ?token=<the feed's token> → the owner's upcoming interviews and follow-ups as an iCalendar feed.
 * No JWT (calendar apps cannot send one): the token is the key; an unknown or revoked one is 404.
 */
export async function handleFeed(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(405, { error: 'A calendar feed is read with GET.', code: 'method_not_allowed' });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return notFound();
  const feed = await callAsService<Feed | null>('calendar_feed_for', { p_token: token });
  if (!feed) return notFound();
  const link = appUrl();
  const timeZone = isTimeZone(feed.time_zone) ? feed.time_zone : 'UTC';
  const body = buildCalendar({
    name: 'Job Tracker',
    timeZone,
    now: new Date(),
    refreshMinutes: 60,
    events: [
      ...feed.events.map((event) =>
        scheduledEvent({ ...event, startsAt: new Date(event.starts_at), ...(link ? { appUrl: link } : {}) }),
      ),
      ...feed.follow_ups.map((followUp) =>
        followUpEvent({ ...followUp, id: followUp.application_id, ...(link ? { appUrl: link } : {}) }),
      ),
    ],
  });
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="job-tracker.ics"',
      'Cache-Control': 'private, max-age=300',
    },
  });
}
