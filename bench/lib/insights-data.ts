import { signUp, type ApiUser } from '../../tests/reliability/support/api-user';
import { SOURCES } from '../../src/lib/applications/statuses';

// A board with histories for the Insights bench: every application goes through one of six paths over
// the last four months, back-dated through the service role (as an import would), so the database's
// trigger records each stage change with its date.

const DAY = 86_400_000;

/** Each path: the stages in order, with how many days before its start + offset each was entered. */
const PATHS: [status: string, day: number][][] = [
  [['job_openings', 0]],
  [
    ['job_openings', 0],
    ['hr_exploratory_call', 5],
  ],
  [
    ['job_openings', 0],
    ['hr_exploratory_call', 4],
    ['portfolio_presentation', 12],
    ['rejected', 20],
  ],
  [
    ['job_openings', 0],
    ['applied', 2],
    ['hr_screen', 9],
    ['portfolio_presentation', 15],
    ['whiteboarding_assignment', 24],
  ],
  [
    ['job_openings', 0],
    ['hr_exploratory_call', 3],
    ['job_openings', 6],
    ['hr_exploratory_call', 11],
    ['product_discussion_culture_fit', 25],
    ['offer_letter', 31],
  ],
  [
    ['job_openings', 0],
    ['rejected', 8],
  ],
];

export async function userWithHistories(
  url: string,
  anonKey: string,
  serviceKey: string,
  size: number,
): Promise<ApiUser & { password: string }> {
  const user = await signUp(url, anonKey, `insights${size}`);
  const userId = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()).sub as string;
  const service = (path: string, init: RequestInit) =>
    fetch(`${url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: anonKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    });
  const now = Date.now();
  // Each application starts on one of 80 days and follows path (i % 6); its position names its group
  // (same path, same start day), so one request moves a whole group to its next stage.
  const groups = new Map<string, { path: number; start: number }>();
  const rows = Array.from({ length: size }, (_, i) => {
    const path = i % PATHS.length;
    const startDay = 40 + ((i * 7) % 80);
    const key = `${path}-${startDay}`;
    if (!groups.has(key)) groups.set(key, { path, start: startDay });
    const at = new Date(now - startDay * DAY).toISOString();
    return {
      user_id: userId,
      user_name: user.email,
      company: `Company ${i % 97}`,
      position: `Product Designer ${key}`,
      source: SOURCES[i % SOURCES.length],
      status: 'job_openings',
      applied_date: at,
      last_updated: at,
      status_changed_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    const response = await service('job_applications', {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + 500)),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
  for (const [key, { path, start }] of groups) {
    for (const [status, day] of PATHS[path]!.slice(1)) {
      const at = new Date(now - (start - day) * DAY).toISOString();
      const position = encodeURIComponent(`Product Designer ${key}`);
      const response = await service(`job_applications?user_id=eq.${userId}&position=eq.${position}`, {
        method: 'PATCH',
        body: JSON.stringify({ status, status_changed_at: at, last_updated: at }),
      });
      if (response.status !== 204) throw new Error(`moving failed: ${response.status} ${await response.text()}`);
    }
  }
  return { ...user, password: 'reliability-password' };
}
