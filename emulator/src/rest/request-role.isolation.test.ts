import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { signJwt } from '../jwt';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

describe.each(BACKENDS)('row level security isolation on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let bob: User;
  let aliceRowId: string;
  let snapshot: string;

  /** Everything stored for Alice, read past RLS, to prove no request changed it. */
  const aliceRows = async (): Promise<string> =>
    JSON.stringify(
      (
        await emulator.database.query(
          `select id, user_id, company, position, source, source_url, status, applied_date::text, last_updated::text
           from public.job_applications where user_id = $1 order by id`,
          [alice.id],
        )
      ).rows,
    );
  const bobCount = async (): Promise<number> =>
    Number(
      (await emulator.database.query('select count(*) as n from public.job_applications where user_id = $1', [bob.id]))
        .rows[0]!.n,
    );
  const asBob = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, token: bob.token, body, headers });

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
    const client = emulator.withToken(alice.token);
    const { data } = await client
      .from('job_applications')
      .insert([
        { company: 'Stripe', position: 'Designer', user_id: alice.id },
        { company: 'Figma', position: 'Secret role', user_id: alice.id },
      ])
      .select('id');
    aliceRowId = data![0]!.id;
    snapshot = await aliceRows();
  });
  afterAll(() => emulator?.stop());

  const readAttempts = (): string[] => [
    '',
    `?user_id=eq.${alice.id}`,
    `?id=eq.${aliceRowId}`,
    `?or=(user_id.eq.${alice.id},id.eq.${aliceRowId})`,
    `?or=(user_id.neq.${bob.id})`,
    `?and=(user_id.eq.${alice.id},or(company.eq.Stripe,company.eq.Figma))`,
    `?not.and=(user_id.eq.${bob.id})`,
    `?user_id=not.eq.${bob.id}`,
    `?user_id=in.(${alice.id},${bob.id})`,
    '?user_id=is.not_null',
    '?company=ilike.*',
    '?or=(company.like.*,user_id.is.null)',
  ];

  it('shows a second user none of the first user’s rows, however the filter is written', async () => {
    for (const query of readAttempts()) {
      const response = await asBob('GET', `/rest/v1/job_applications${query}`, undefined, { prefer: 'count=exact' });
      expect(response.status, query).toBe(200);
      expect(response.json, query).toEqual([]);
      expect(response.headers.get('content-range'), query).toBe('*/0');
    }
  });

  it('answers a single-object read of another user’s row with PGRST116, not the row', async () => {
    const response = await asBob('GET', `/rest/v1/job_applications?id=eq.${aliceRowId}`, undefined, {
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(response.status).toBe(406);
    expect(response.json).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('lets a second user update none of the first user’s rows', async () => {
    for (const query of readAttempts().filter(Boolean)) {
      const response = await asBob(
        'PATCH',
        `/rest/v1/job_applications${query}`,
        { status: 'rejected' },
        {
          prefer: 'return=representation',
        },
      );
      expect(response.status, query).toBe(200);
      expect(response.json, query).toEqual([]);
    }
    expect(await aliceRows()).toBe(snapshot);
  });

  it('lets a second user delete none of the first user’s rows', async () => {
    for (const query of readAttempts().filter(Boolean)) {
      const response = await asBob('DELETE', `/rest/v1/job_applications${query}`);
      expect(response.status, query).toBe(204);
    }
    expect(await aliceRows()).toBe(snapshot);
  });

  it('refuses an insert in the first user’s name, alone or beside a legitimate row, and writes nothing', async () => {
    const before = await bobCount();
    const single = await asBob('POST', '/rest/v1/job_applications', {
      company: 'Evil',
      position: 'Impostor',
      user_id: alice.id,
    });
    expect(single.status).toBe(403);
    expect(single.json).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
    const mixed = await asBob('POST', '/rest/v1/job_applications?columns=company,position,user_id', [
      { company: 'Mine', position: 'Real', user_id: bob.id },
      { company: 'Evil', position: 'Impostor', user_id: alice.id },
    ]);
    expect(mixed.status).toBe(403);
    expect(await bobCount()).toBe(before);
    expect(await aliceRows()).toBe(snapshot);
  });

  it('never lets an owner be changed, to someone else or from someone else', async () => {
    const bobRow = await emulator
      .withToken(bob.token)
      .from('job_applications')
      .insert({ company: 'Own', position: 'Row' })
      .select('id')
      .single();
    const giveAway = await asBob('PATCH', `/rest/v1/job_applications?id=eq.${bobRow.data!.id}`, { user_id: alice.id });
    expect(giveAway.status).toBe(403);
    const takeOver = await asBob('PATCH', `/rest/v1/job_applications?id=eq.${aliceRowId}`, { user_id: bob.id });
    expect([200, 204]).toContain(takeOver.status);
    const service = await rawRequest(emulator.url, 'PATCH', `/rest/v1/job_applications?id=eq.${aliceRowId}`, {
      apikey: emulator.keys.serviceRoleKey,
      token: emulator.keys.serviceRoleKey,
      body: { user_id: bob.id },
    });
    expect(service.status).toBe(403);
    expect(service.json).toMatchObject({ message: 'the owner of a job application cannot be changed' });
    expect(await aliceRows()).toBe(snapshot);
  });

  it('gives the anonymous role nothing: no reads, no writes', async () => {
    const anon = (method: string, path: string, body?: unknown) =>
      rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, body });
    for (const [method, path, body] of [
      ['GET', '/rest/v1/job_applications'],
      ['GET', `/rest/v1/job_applications?user_id=eq.${alice.id}`],
      ['HEAD', '/rest/v1/job_applications'],
      ['POST', '/rest/v1/job_applications', { company: 'X', position: 'Y', user_id: alice.id }],
      ['PATCH', `/rest/v1/job_applications?id=eq.${aliceRowId}`, { status: 'rejected' }],
      ['DELETE', `/rest/v1/job_applications?id=eq.${aliceRowId}`],
    ] as const) {
      const response = await anon(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(await aliceRows()).toBe(snapshot);
  });

  it('refuses forged, expired and unsigned tokens before touching the database', async () => {
    const claims = { sub: alice.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 };
    const forged = signJwt(claims, 'not-the-project-secret-but-long-enough-000000');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const expired = emulator.mintToken({ sub: alice.id, role: 'authenticated' }, -120);
    const superuser = emulator.mintToken({ sub: alice.id, role: 'postgres' });
    const cases: Array<[string, number, string]> = [
      [forged, 401, 'PGRST301'],
      [unsigned, 401, 'PGRST301'],
      ['not-a-jwt', 401, 'PGRST301'],
      [expired, 401, 'PGRST303'],
      [superuser, 403, '42501'],
    ];
    for (const [token, status, code] of cases) {
      const response = await rawRequest(emulator.url, 'GET', '/rest/v1/job_applications', {
        apikey: emulator.keys.anonKey,
        token,
      });
      expect(response.status, token).toBe(status);
      expect(response.json).toMatchObject({ code });
    }
  });

  it('keeps the showcase tables read-only for users and anon, writable by the service role', async () => {
    const attempts = [
      ['POST', '/rest/v1/portfolios', { name: 'X', slug: 'x' }],
      ['PATCH', '/rest/v1/portfolios?slug=neq.zzz', { name: 'Hacked' }],
      ['DELETE', '/rest/v1/lookup_values?id=gt.0'],
    ] as const;
    for (const [method, path, body] of attempts) {
      const asUser = await asBob(method, path, body);
      expect(asUser.status, `${method} ${path}`).toBe(403);
      const asAnon = await rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, body });
      expect(asAnon.status, `${method} ${path}`).toBe(401);
    }
    const service = emulator.service();
    const inserted = await service
      .from('portfolios')
      .insert({ name: 'New Designer', slug: 'new-designer' })
      .select('slug');
    expect(inserted.status).toBe(201);
    const removed = await service.from('portfolios').delete().eq('slug', 'new-designer');
    expect(removed.status).toBe(204);
  });
});
