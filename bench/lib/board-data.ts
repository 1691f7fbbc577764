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

export async function userWithBoard(
  url: string,
  anonKey: string,
  size: number,
): Promise<ApiUser & { password: string }> {
  const user = await signUp(url, anonKey, `bench${size}`);
  const rows = Array.from({ length: size }, (_, i) => ({
    company: COMPANIES[i % COMPANIES.length],
    position: POSITIONS[i % POSITIONS.length],
    status: STATUSES[(i * 7 + Math.floor(i / 3)) % STATUSES.length],
    source: SOURCES[i % SOURCES.length],
    user_name: user.email,
    last_updated: new Date(Date.now() - i * 3_600_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const response = await user.rest('job_applications', {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + 500)),
    });
    if (response.status !== 201)
      throw new Error(`seeding the board failed: ${response.status} ${await response.text()}`);
  }
  return { ...user, password: 'reliability-password' };
}
