import { signUp, type ApiUser } from '../../tests/reliability/support/api-user';
import { BOARD_STATUSES, SOURCES } from '../../src/lib/applications/statuses';

// Boards of a given size, made through the API for a fresh user, as a designer's would grow: companies
// from the showcase (so logos, designers and case studies show) and others, over every board column.

const COMPANIES = [
  'Stripe',
  'Figma',
  'Airbnb',
  'Spotify',
  'Notion',
  'Linear',
  'Vercel',
  'Shopify',
  'Atlassian',
  'Canva',
  'Miro',
  'Duolingo',
  'Intercom',
  'Monzo',
  'Revolut',
  'Pitch',
  'Framer',
  'Loom',
  'Webflow',
  'GitHub',
  'Acme Studio',
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella Labs',
  'Hooli',
  'Vandelay',
  'Soylent',
];
const POSITIONS = ['Product Designer', 'Senior Product Designer', 'UX Researcher', 'Design Lead', 'Brand Designer'];
const STATUSES = BOARD_STATUSES;

const DAY = 86_400_000;

/**
 * A fresh user with `size` applications, one in ten with a follow-up due and up to 60 with an event today
 * (the "Event today" badge and the "Up next" list). With the service role's key the rows are inserted as
 * an import would insert them, so a quarter of the cards are back-dated past the "quiet" mark ("Quiet for
 * N days" with its menu); without it, as the user (the database dates every stage change now).
 */
export async function userWithBoard(
  url: string,
  anonKey: string,
  size: number,
  serviceKey?: string,
): Promise<ApiUser & { password: string }> {
  const user = await signUp(url, anonKey, `bench${size}`);
  const userId = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()).sub as string;
  const service = (path: string, init: RequestInit) =>
    fetch(`${url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${serviceKey ?? user.token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
    });
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const rows = Array.from({ length: size }, (_, i) => {
    const moved = new Date(now - i * 3_600_000 - (i % 4 === 0 ? 20 * DAY : 0)).toISOString();
    return {
      user_id: userId,
      user_name: user.email,
      company: COMPANIES[i % COMPANIES.length],
      position: POSITIONS[i % POSITIONS.length],
      status: STATUSES[(i * 7 + Math.floor(i / 3)) % STATUSES.length],
      source: SOURCES[i % SOURCES.length],
      last_updated: moved,
      status_changed_at: moved,
      follow_up_on: i % 10 === 3 ? today : null,
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const response = await service('job_applications?select=id', {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + 500)),
    });
    if (response.status !== 201)
      throw new Error(`seeding the board failed: ${response.status} ${await response.text()}`);
    ids.push(...((await response.json()) as { id: string }[]).map((row) => row.id));
  }
  const events = ids
    .filter((_, i) => i % 7 === 5)
    .slice(0, 60)
    .map((id, i) => ({
      application_id: id,
      user_id: userId,
      kind: 'call',
      starts_at: new Date(now + (i % 2 === 0 ? 1 : -1) * 60_000 * (i + 1)).toISOString(),
      note: 'Bench call',
    }));
  if (events.length > 0) {
    const response = await service('application_events?select=id', { method: 'POST', body: JSON.stringify(events) });
    if (response.status !== 201)
      throw new Error(`seeding the events failed: ${response.status} ${await response.text()}`);
  }
  return { ...user, password: 'reliability-password' };
}
