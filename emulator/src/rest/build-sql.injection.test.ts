import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

const NASTY = [
  "'; drop table public.job_applications; --",
  "x' or '1'='1",
  '") or true --',
  '$1',
  '\\',
  '%',
  '*',
  '(',
  ')',
  ',',
  '"',
  'null',
  '\u0000',
  'é😀',
];

describe.each(BACKENDS)('injection attempts on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let mallory: User;
  const asMallory = (method: string, path: string, body?: unknown) =>
    rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, token: mallory.token, body });
  const tableIntact = async (): Promise<void> => {
    const { rows } = await emulator.database.query(
      'select count(*) as n from public.job_applications where user_id = $1',
      [alice.id],
    );
    expect(rows[0]!.n).toBe('3');
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    mallory = await emulator.createUser();
    await emulator
      .withToken(alice.token)
      .from('job_applications')
      .insert(['A', 'B', 'C'].map((company) => ({ company, position: 'P' })));
  });
  afterAll(() => emulator?.stop());

  it('stores and matches hostile values verbatim, as data', async () => {
    for (const value of NASTY.filter((text) => text !== '\u0000')) {
      const created = await rawRequest(emulator.url, 'POST', '/rest/v1/job_applications?select=company', {
        apikey: emulator.keys.anonKey,
        token: mallory.token,
        body: { company: `x${value}`, position: value.trim() === '' ? 'p' : `p${value}` },
        headers: { prefer: 'return=representation' },
      });
      expect(created.status, value).toBe(201);
      expect(created.json, value).toEqual([{ company: `x${value}` }]);
      const found = await asMallory(
        'GET',
        `/rest/v1/job_applications?select=company&company=eq.${encodeURIComponent(`x${value}`)}`,
      );
      expect(found.json, value).toEqual([{ company: `x${value}` }]);
    }
    await tableIntact();
  });

  it('refuses hostile column names, select lists, orders and table names', async () => {
    for (const path of [
      '/rest/v1/job_applications?company;drop table x=eq.1',
      '/rest/v1/job_applications?"company;drop table x"=eq.1',
      '/rest/v1/job_applications?"company""=eq.1',
      '/rest/v1/job_applications?select=company;drop table x',
      '/rest/v1/job_applications?select=company::text;drop table x',
      '/rest/v1/job_applications?select=*,user_id)::text',
      '/rest/v1/job_applications?order=company;drop table x',
      '/rest/v1/job_applications?order=company desc',
      '/rest/v1/job_applications?or=(company.eq.a),user_id.neq.(b)',
      '/rest/v1/job_applications?or=(company.eq.a)) or (true',
      '/rest/v1/job_applications?or=(user_id.eq.x%29%20or%20true%20--)',
      `/rest/v1/job_applications${encodeURIComponent(';drop table x')}`,
      '/rest/v1/job_applications?columns=company);drop table x',
      '/rest/v1/job_%E0%A4%A',
    ]) {
      const response = await asMallory('GET', path);
      expect([400, 404], path).toContain(response.status);
      expect(response.json, path).toMatchObject({ code: expect.any(String) });
    }
    // A quoted name is a name, as PostgREST reads it: the column itself, never SQL.
    const quoted = await asMallory('GET', '/rest/v1/job_applications?select="company"&"company"=eq.1');
    expect(quoted.status).toBe(200);
    expect(quoted.json).toEqual([]);
    const insert = await asMallory('POST', '/rest/v1/job_applications', { 'company" text); drop table x; --': 1 });
    expect(insert.status).toBe(400);
    expect(insert.json).toMatchObject({ code: 'PGRST204' });
    await tableIntact();
  });

  it('never answers 500 nor leaks a row for arbitrary filter text', async () => {
    const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 12 }));
    const operator = fc.constantFrom('eq', 'neq', 'like', 'ilike', 'gt', 'in', 'is', 'not.eq', 'not.in');
    const filter = fc.record({ column: fc.constantFrom('company', 'user_id', 'status', 'id'), operator, value: text });
    const query = fc.oneof(
      filter.map(({ column, operator: op, value }) => `${column}=${op}.${encodeURIComponent(value)}`),
      fc
        .array(filter, { minLength: 1, maxLength: 4 })
        .map((items) => `or=(${items.map(({ column, operator: op, value }) => `${column}.${op}.${value}`).join(',')})`)
        .map((tree) => `or=${encodeURIComponent(tree.slice(3))}`),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await asMallory('GET', `/rest/v1/job_applications?select=user_id&${search}`);
        expect([200, 400, 404], search).toContain(response.status);
        if (response.status === 200) {
          for (const row of response.json as Array<{ user_id: string }>) expect(row.user_id).toBe(mallory.id);
        }
      }),
      { numRuns: 150, seed: 20251121 },
    );
    await tableIntact();
  });
});
