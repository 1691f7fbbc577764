import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const ROWS = 1000;
const company = (n: number): string => `Company ${String(n).padStart(4, '0')}`;
/** A stage, the stage's applications, and each one's stage again: 1,000 objects in every parent's embed. */
const THREE_LEVELS =
  'id,company,application_stages!inner(key,job_applications!inner(id,company,position,application_stages!inner(key)))';

interface Row {
  id: string;
  company: string;
  application_stages: { key: string; job_applications: { company: string; application_stages: { key: string } }[] };
}

describe.each(BACKENDS)('embeds on %s are built for the rows of the page only', (backend) => {
  let emulator: TestEmulator;
  let token: string;
  const get = (query: string, headers: Record<string, string> = {}) =>
    rawRequest(emulator.url, 'GET', `/rest/v1/job_applications?${query}`, {
      apikey: emulator.keys.anonKey,
      token,
      headers,
    });

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    const user = await emulator.createUser();
    token = user.token;
    const rows = Array.from({ length: ROWS }, (_, n) => ({ company: company(n), position: 'Product Designer' }));
    const { error } = await emulator.withToken(token).from('job_applications').insert(rows);
    expect(error).toBeNull();
  });
  afterAll(() => emulator?.stop());

  it('answers a three-level !inner embed over 1,000 rows, ordered, limited and counted, at once', async () => {
    const started = performance.now();
    const response = await get(`select=${THREE_LEVELS}&order=company.desc&limit=1`, { prefer: 'count=exact' });
    const elapsed = performance.now() - started;
    expect(response.status, response.text.slice(0, 300)).toBe(206);
    expect(response.headers.get('content-range')).toBe(`0-0/${ROWS}`);
    const [row] = response.json as Row[];
    expect(row!.company).toBe(company(ROWS - 1));
    const siblings = row!.application_stages.job_applications;
    expect(siblings).toHaveLength(ROWS);
    expect(siblings.every((sibling) => sibling.application_stages.key === row!.application_stages.key)).toBe(true);
    // Built for every row before the page was cut, it took 7 s on PostgreSQL and froze PGlite.
    expect(elapsed).toBeLessThan(2_500);
  });

  it('leaves out and does not count the parents without a match, however deep the filter', async () => {
    const deep = `application_stages.job_applications.company=eq.${encodeURIComponent(company(7))}`;
    const kept = await get(
      `select=id,company,application_stages!inner(key,job_applications!inner(company))&${deep}&order=company&limit=2`,
      {
        prefer: 'count=exact',
      },
    );
    expect(kept.status).toBe(206);
    expect(kept.headers.get('content-range')).toBe(`0-1/${ROWS}`);
    expect(kept.json).toMatchObject([
      { company: company(0), application_stages: { job_applications: [{ company: company(7) }] } },
      { company: company(1), application_stages: { job_applications: [{ company: company(7) }] } },
    ]);
    const none = await get(
      'select=id,application_stages!inner(key,job_applications!inner(id))&application_stages.job_applications.company=eq.Nobody',
      { prefer: 'count=exact' },
    );
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(none.json).toEqual([]);
    // An offset past an embed's matches leaves it empty, and an !inner parent out, as PostgREST's join does.
    const past = await get(
      `select=id,application_stages!inner(key,job_applications!inner(id))&${deep}&application_stages.job_applications.offset=1`,
      { prefer: 'count=exact' },
    );
    expect(past.headers.get('content-range')).toBe('*/0');
  });
});
