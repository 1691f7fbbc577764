import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServiceRole, rawRequest, type RawOptions } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

describe.each(BACKENDS)('the PostgREST wire format on %s', (backend) => {
  let emulator: TestEmulator;
  let user: User;
  const call = (method: string, path: string, options: RawOptions = {}) =>
    rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, token: user.token, ...options });
  const service = (method: string, path: string, options: RawOptions = {}) =>
    rawRequest(emulator.url, method, path, { ...asServiceRole(emulator.keys), ...options });
  const countRows = async (): Promise<number> =>
    Number(
      (await emulator.database.query('select count(*) as n from public.job_applications where user_id = $1', [user.id]))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
    const rows = ['Stripe', 'Figma', 'Airbnb', 'Notion', 'Canva'].map((company, index) => ({
      company,
      position: `Role ${index}`,
      status: index < 2 ? 'rejected' : 'job_openings',
      source_url: index === 0 ? '' : `https://example.com/${index}`,
    }));
    const response = await call('POST', '/rest/v1/job_applications', { body: rows });
    expect(response.status).toBe(201);
  });
  afterAll(() => emulator?.stop());

  describe('the gateway and tokens', () => {
    it('requires an API key', async () => {
      const response = await rawRequest(emulator.url, 'GET', '/rest/v1/portfolios');
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'No API key found in request' });
      const wrong = await rawRequest(emulator.url, 'GET', '/rest/v1/portfolios', { apikey: 'nope' });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({ message: 'Invalid API key' });
    });

    it("refuses a signed-in user's token as the API key: only the anon and service keys open the gateway", async () => {
      for (const path of ['/rest/v1/job_applications', '/auth/v1/user']) {
        const response = await rawRequest(emulator.url, 'GET', path, { apikey: user.token, token: user.token });
        expect(response.status, path).toBe(401);
        expect(response.json, path).toEqual({
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
      }
      const forged = emulator.mintToken({ sub: user.id, role: 'authenticated', aud: 'authenticated' });
      expect((await rawRequest(emulator.url, 'GET', '/rest/v1/portfolios', { apikey: forged })).status).toBe(401);
      const withAnonKey = await call('GET', '/rest/v1/job_applications?select=company&limit=1');
      expect(withAnonKey.status).toBe(200);
    });

    it('answers CORS preflights with the headers supabase-js sends', async () => {
      const response = await fetch(`${emulator.url}/rest/v1/job_applications`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PATCH' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      const allowed = response.headers.get('access-control-allow-headers')!;
      for (const header of ['apikey', 'authorization', 'prefer', 'range', 'accept-profile', 'content-profile']) {
        expect(allowed).toContain(header);
      }
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });
  });

  describe('reads', () => {
    it('filters with every operator', async () => {
      const companies = async (query: string): Promise<string[]> => {
        const response = await call('GET', `/rest/v1/job_applications?select=company&order=company${query}`);
        expect(response.status, query).toBe(200);
        return (response.json as Array<{ company: string }>).map((row) => row.company);
      };
      expect(await companies('&company=eq.Stripe')).toEqual(['Stripe']);
      expect(await companies('&status=neq.rejected')).toEqual(['Airbnb', 'Canva', 'Notion']);
      expect(await companies('&company=gt.Figma')).toEqual(['Notion', 'Stripe']);
      expect(await companies('&company=gte.Figma&company=lt.Stripe')).toEqual(['Figma', 'Notion']);
      expect(await companies('&company=lte.Canva')).toEqual(['Airbnb', 'Canva']);
      expect(await companies('&company=like.*i*')).toEqual(['Airbnb', 'Figma', 'Notion', 'Stripe']);
      expect(await companies('&company=ilike.F*')).toEqual(['Figma']);
      expect(await companies('&company=in.(Stripe,"Fig,ma",Canva)')).toEqual(['Canva', 'Stripe']);
      expect(await companies('&company=not.in.(Stripe,Canva)')).toEqual(['Airbnb', 'Figma', 'Notion']);
      expect(await companies('&user_name=is.null&company=eq.Canva')).toEqual(['Canva']);
      expect(await companies('&source_url=eq.')).toEqual(['Stripe']);
      expect(await companies('&or=(company.eq.Stripe,and(status.eq.job_openings,company.ilike.*n*))')).toEqual([
        'Airbnb',
        'Canva',
        'Notion',
        'Stripe',
      ]);
      expect(await companies('&not.or=(company.eq.Stripe,company.eq.Figma)&company=not.is.null')).toEqual([
        'Airbnb',
        'Canva',
        'Notion',
      ]);
      expect(await companies('&or=(company.eq."Str,ipe",company.eq.Canva)')).toEqual(['Canva']);
    });

    it('orders, limits and offsets, with Content-Range and 206 for a partial counted page', async () => {
      const page = await call('GET', '/rest/v1/job_applications?select=company&order=company.desc&limit=2&offset=1', {
        headers: { prefer: 'count=exact' },
      });
      expect(page.status).toBe(206);
      expect(page.json).toEqual([{ company: 'Notion' }, { company: 'Figma' }]);
      expect(page.headers.get('content-range')).toBe('1-2/5');
      const ranged = await call('GET', '/rest/v1/job_applications?select=company&order=company', {
        headers: { range: '0-1', prefer: 'count=exact' },
      });
      expect(ranged.status).toBe(206);
      expect(ranged.json).toEqual([{ company: 'Airbnb' }, { company: 'Canva' }]);
      expect(ranged.headers.get('content-range')).toBe('0-1/5');
      const whole = await call('GET', '/rest/v1/job_applications?select=company', {
        headers: { prefer: 'count=exact' },
      });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-range')).toBe('0-4/5');
      const uncounted = await call('GET', '/rest/v1/job_applications?select=company&limit=1');
      expect(uncounted.headers.get('content-range')).toBe('0-0/*');
    });

    it("gives a write's Content-Range as PostgREST does: the count only when asked for", async () => {
      const rows = [
        { company: 'Range A', position: 'Designer' },
        { company: 'Range B', position: 'Designer' },
      ];
      const uncounted = await call('POST', '/rest/v1/job_applications', { body: rows });
      expect(uncounted.status).toBe(201);
      expect(uncounted.headers.get('content-range')).toBe('*/*');
      const counted = await call('POST', '/rest/v1/job_applications', {
        body: rows,
        headers: { prefer: 'count=exact' },
      });
      expect(counted.headers.get('content-range')).toBe('*/2');
      // An upsert that merges both into the rows it finds answers 200, and counts what it wrote.
      const stored = await call('GET', '/rest/v1/job_applications?company=like.Range*&select=id,company,position');
      const upsert = await call('POST', '/rest/v1/job_applications?on_conflict=id', {
        body: (stored.json as Record<string, unknown>[]).slice(0, 2),
        headers: { prefer: 'resolution=merge-duplicates,count=exact' },
      });
      expect(upsert.status).toBe(200);
      expect(upsert.headers.get('content-range')).toBe('*/2');
      const patched = await call('PATCH', '/rest/v1/job_applications?company=like.Range*', {
        body: { notes: 'ranged' },
        headers: { prefer: 'count=exact' },
      });
      expect(patched.status).toBe(204);
      expect(patched.headers.get('content-range')).toBe('0-3/4');
      const deleted = await call('DELETE', '/rest/v1/job_applications?company=like.Range*');
      expect(deleted.headers.get('content-range')).toBe('0-3/*');
      expect(await countRows()).toBe(5);
    });

    it('answers 416 for an offset past the end, as PostgREST does', async () => {
      const response = await call('GET', '/rest/v1/job_applications?offset=9', { headers: { prefer: 'count=exact' } });
      expect(response.status).toBe(416);
      expect(response.json).toEqual({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 9 was requested, but there are only 5 rows.',
        hint: null,
      });
      expect(
        (await call('GET', '/rest/v1/job_applications?offset=6', { headers: { prefer: 'count=exact' } })).status,
      ).toBe(416);
    });

    it('answers an empty partial page, not 416, at an offset equal to the total (the page after the last)', async () => {
      // PostgREST refuses only an offset greater than the total; at the total it sends no rows and "*/total".
      const atEnd = await call('GET', '/rest/v1/job_applications?select=company&offset=5', {
        headers: { prefer: 'count=exact' },
      });
      expect(atEnd.status).toBe(206);
      expect(atEnd.json).toEqual([]);
      expect(atEnd.headers.get('content-range')).toBe('*/5');
      const ranged = await call('GET', '/rest/v1/job_applications?select=company', {
        headers: { prefer: 'count=exact', range: '5-9' },
      });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('*/5');
      const none = await call('GET', '/rest/v1/job_applications?select=company&company=eq.Nobody&offset=0', {
        headers: { prefer: 'count=exact' },
      });
      expect(none.status).toBe(200);
      expect(none.headers.get('content-range')).toBe('*/0');
    });

    it('returns one object for the object media type and PGRST116 otherwise', async () => {
      const accept = { accept: 'application/vnd.pgrst.object+json' };
      const one = await call('GET', '/rest/v1/job_applications?select=company&company=eq.Figma', { headers: accept });
      expect(one.status).toBe(200);
      expect(one.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
      expect(one.json).toEqual({ company: 'Figma' });
      const many = await call('GET', '/rest/v1/job_applications?select=company', { headers: accept });
      expect(many.status).toBe(406);
      expect(many.json).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 5 rows',
        hint: null,
      });
    });

    it('answers an array with its nulls to a client that sends no Accept header, and strips them when asked', async () => {
      // fetch always sends an Accept header; node:http sends none unless told.
      const { request } = await import('node:http');
      const noAccept = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const target = new URL(`${emulator.url}/rest/v1/job_applications?select=company,salary_min&company=eq.Figma`);
        request(
          target,
          { headers: { apikey: emulator.keys.anonKey, authorization: `Bearer ${user.token}` } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        )
          .on('error', reject)
          .end();
      });
      expect(noAccept.status).toBe(200);
      expect(JSON.parse(noAccept.body)).toEqual([{ company: 'Figma', salary_min: null }]);
      const stripped = await call('GET', '/rest/v1/job_applications?select=company,salary_min&company=eq.Figma', {
        headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(stripped.json).toEqual([{ company: 'Figma' }]);
    });

    it('counts on HEAD without a body', async () => {
      const response = await call('HEAD', '/rest/v1/job_applications?status=eq.rejected', {
        headers: { prefer: 'count=exact' },
      });
      expect(response.status).toBe(200);
      expect(response.text).toBe('');
      expect(response.headers.get('content-range')).toBe('0-1/2');
    });

    it('renames and casts selected columns', async () => {
      const response = await call(
        'GET',
        '/rest/v1/job_applications?select=name:company,applied:applied_date::date&company=eq.Canva',
      );
      const [row] = response.json as Array<Record<string, string>>;
      expect(row).toEqual({ name: 'Canva', applied: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    });

    it('caps a response at 1000 rows', async () => {
      const rows = Array.from({ length: 600 }, (_, index) => ({ logo_name: `Bulk ${index}`, logo: '/x.svg' }));
      for (const batch of [rows, rows.map((row) => ({ ...row, logo_name: `${row.logo_name} b` }))]) {
        expect((await service('POST', '/rest/v1/lookup_values', { body: batch })).status).toBe(201);
      }
      const response = await service('GET', '/rest/v1/lookup_values?select=id', { headers: { prefer: 'count=exact' } });
      expect((response.json as unknown[]).length).toBe(1000);
      expect(response.headers.get('content-range')).toMatch(/^0-999\/12\d\d$/);
      expect(response.status).toBe(206);
      await service('DELETE', '/rest/v1/lookup_values?logo_name=like.Bulk*');
    });

    it("caps each parent's embedded list at 1000 rows too, as PostgREST's max-rows holds on every level", async () => {
      const owner = await emulator.createUser();
      const own = (method: string, path: string, options: RawOptions = {}) =>
        rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, token: owner.token, ...options });
      for (let batch = 0; batch < 2; batch += 1) {
        const rows = Array.from({ length: 600 }, (_, index) => ({
          company: `Many ${batch}-${index}`,
          position: 'Designer',
          status: 'job_openings',
        }));
        expect((await own('POST', '/rest/v1/job_applications', { body: rows })).status).toBe(201);
      }
      const gone = await own('PATCH', '/rest/v1/job_applications?company=like.Many 1-1*', {
        body: { deleted_at: new Date().toISOString() },
        headers: { prefer: 'return=representation' },
      });
      expect((gone.json as unknown[]).length).toBe(111);
      const read = async (query: string) =>
        (await own('GET', `/rest/v1/application_stages?key=eq.job_openings&${query}`)).json as Array<{
          application_count: number;
          job_applications: unknown[];
        }>;
      const [stage] = await read('select=application_count,job_applications(id)');
      expect(stage!.job_applications).toHaveLength(1000);
      // The computed count says how many the stage holds, not counting deleted applications.
      expect(stage!.application_count).toBe(1089);
      const [short] = await read('select=job_applications(id)&job_applications.limit=5');
      expect(short!.job_applications).toHaveLength(5);
      const [rest] = await read(
        'select=job_applications(id)&job_applications.deleted_at=is.null&job_applications.offset=1000',
      );
      expect(rest!.job_applications).toHaveLength(89);
    });
  });

  describe('errors', () => {
    const expectError = async (
      response: Promise<{ status: number; json: unknown }>,
      status: number,
      code: string,
      message?: string | RegExp,
    ): Promise<void> => {
      const { status: actual, json } = await response;
      expect(actual).toBe(status);
      expect(json).toMatchObject({ code });
      const body = json as { message: string; hint: unknown };
      expect(Object.keys(json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      if (message) expect(body.message).toMatch(message);
    };

    it('names an unknown table (404 PGRST205) and unknown columns', async () => {
      await expectError(
        call('GET', '/rest/v1/nope'),
        404,
        'PGRST205',
        "Could not find the table 'public.nope' in the schema cache",
      );
      await expectError(
        call('GET', '/rest/v1/job_applications?select=nope'),
        400,
        '42703',
        'column job_applications.nope does not exist',
      );
      await expectError(call('GET', '/rest/v1/job_applications?nope=eq.1'), 400, '42703');
      await expectError(
        call('POST', '/rest/v1/job_applications', { body: { company: 'X', position: 'Y', nope: 1 } }),
        400,
        'PGRST204',
        "Could not find the 'nope' column of 'job_applications' in the schema cache",
      );
      await expectError(
        call('PATCH', '/rest/v1/job_applications?company=eq.X', { body: { nope: 1 } }),
        400,
        'PGRST204',
      );
    });

    it('refuses malformed filters, trees, orders and limits with PGRST100', async () => {
      for (const query of [
        'company=eqq.Stripe',
        'company=Stripe',
        'company=in.(a,b',
        'company=is.maybe',
        'or=(company.eq.Stripe',
        'or=company.eq.Stripe',
        'or=(company.eq.a,)',
        'or=(and(company.eq.a)',
        'order=company.up',
        'limit=-1',
        'offset=ten',
        'select=company,(select 1)',
      ]) {
        await expectError(call('GET', `/rest/v1/job_applications?${query}`), 400, 'PGRST100');
      }
    });

    it('passes constraint and type errors on with Postgres’s message (400; 409 for a missing key)', async () => {
      const insert = (body: Record<string, unknown>) =>
        call('POST', '/rest/v1/job_applications', { body: { company: 'Ok', position: 'Ok', ...body } });
      // A status is a key of one of the owner's stages (application_stages), not a fixed list.
      await expectError(insert({ status: 'hired' }), 409, '23503', /job_applications_stage_fkey/);
      await expectError(insert({ source: '' }), 400, '23514', /job_applications_source_check/);
      await expectError(insert({ source_url: 'javascript:alert(1)' }), 400, '23514', /source_url_check/);
      await expectError(insert({ source_url: `https://x.test/${'a'.repeat(2048)}` }), 400, '23514');
      await expectError(insert({ company: '' }), 400, '23514', /company_length/);
      await expectError(insert({ company: '   ' }), 400, '23514', /company_length/);
      await expectError(insert({ position: 'p'.repeat(201) }), 400, '23514', /position_length/);
      await expectError(insert({ company: null }), 400, '23502');
      await expectError(insert({ company_key: 'x' }), 400, '428C9');
      await expectError(
        call('GET', '/rest/v1/job_applications?id=eq.not-a-uuid'),
        400,
        '22P02',
        /invalid input syntax for type uuid/,
      );
    });

    it('writes nothing when any row of a request fails', async () => {
      const before = await countRows();
      const response = await call('POST', '/rest/v1/job_applications', {
        body: [
          { company: 'Fine', position: 'Fine', status: 'applied' },
          { company: 'Broken', position: 'Broken', status: 'nope' },
        ],
      });
      // A stage the user does not have: the key to their stages refuses it (PostgREST: 23503 is a 409).
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ code: '23503' });
      const single = await call('POST', '/rest/v1/job_applications?select=id', {
        body: [
          { company: 'One', position: 'One' },
          { company: 'Two', position: 'Two' },
        ],
        headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
      });
      expect(single.status).toBe(406);
      expect(single.json).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
      expect(await countRows()).toBe(before);
    });

    it('refuses bodies over 1 MiB (413), invalid JSON and mismatched keys (PGRST102)', async () => {
      const big = await call('POST', '/rest/v1/job_applications', {
        rawBody: `{"company":"${'x'.repeat(1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      await expectError(
        call('POST', '/rest/v1/job_applications', {
          rawBody: '{nope',
          headers: { 'content-type': 'application/json' },
        }),
        400,
        'PGRST102',
      );
      await expectError(
        call('POST', '/rest/v1/job_applications', { body: [{ company: 'a', position: 'b' }, { company: 'c' }] }),
        400,
        'PGRST102',
        'All object keys must match',
      );
    });

    it('refuses an update or delete without a filter, as a hosted project does', async () => {
      await expectError(
        call('PATCH', '/rest/v1/job_applications', { body: { status: 'applied' } }),
        400,
        '21000',
        'UPDATE requires a WHERE clause',
      );
      await expectError(call('DELETE', '/rest/v1/job_applications'), 400, '21000');
    });

    it('refuses other schemas and media types', async () => {
      await expectError(
        call('GET', '/rest/v1/job_applications', { headers: { 'accept-profile': 'auth' } }),
        406,
        'PGRST106',
      );
      await expectError(
        call('GET', '/rest/v1/job_applications', { headers: { accept: 'application/xml' } }),
        406,
        'PGRST107',
      );
    });
  });

  describe('paths and function calls', () => {
    beforeAll(async () => {
      await emulator.database.exec(`
        create table public.t_log (n int);
        grant insert, select on public.t_log to anon;
        create function public.t_echo(a int default 3) returns int language sql stable as $$ select a $$;
        create function public.t_write(n int) returns void language sql volatile
          as $$ insert into public.t_log values (n) $$;
        create function public.t_private() returns int language sql stable as $$ select 1 $$;
        revoke execute on function public.t_private() from public, anon, authenticated;
        grant execute on function public.t_echo(int), public.t_write(int) to anon, authenticated;`);
      await emulator.reloadSchema();
    });

    it('answers paths that name no table or function with 404 PGRST125, and other methods with 405', async () => {
      for (const path of ['', 'job_applications/1', 'rpc/', 'rpc/t_echo/x', 'rpc/%E0%A4%A', '%E0%A4%A']) {
        const answer = await call('GET', `/rest/v1/${path}`);
        expect({ path, status: answer.status, json: answer.json }).toMatchObject({
          status: 404,
          json: { code: 'PGRST125', message: 'Invalid path specified in request URL' },
        });
      }
      for (const path of ['job_applications', 'rpc/t_echo']) {
        const answer = await call('PUT', `/rest/v1/${path}`, { body: {} });
        expect(answer.status).toBe(405);
        expect(answer.json).toMatchObject({ code: 'PGRST117', message: 'Unsupported HTTP method: PUT' });
      }
    });

    it('calls a function with arguments from the query or the body, and answers HEAD without a body', async () => {
      expect((await call('GET', '/rest/v1/rpc/t_echo?a=5')).json).toBe(5);
      expect((await call('GET', '/rest/v1/rpc/t_echo')).json).toBe(3);
      expect((await call('POST', '/rest/v1/rpc/t_echo', { body: { a: 7 } })).json).toBe(7);
      const counted = await call('GET', '/rest/v1/rpc/t_echo?a=5', { headers: { prefer: 'count=exact' } });
      expect(counted.headers.get('preference-applied')).toBe('count=exact');
      expect((await call('GET', '/rest/v1/rpc/t_echo?a=5')).headers.get('preference-applied')).toBeNull();
      const head = await call('HEAD', '/rest/v1/rpc/t_echo?a=5');
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
    });

    it('refuses a call whose arguments are not one object, or are more than 100', async () => {
      const notObject = await call('POST', '/rest/v1/rpc/t_echo', { body: [1] });
      expect(notObject.status).toBe(400);
      expect(notObject.json).toMatchObject({ code: 'PGRST102', details: 'Arguments are one JSON object.' });
      const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`a${index}`, index]));
      const tooMany = await call('POST', '/rest/v1/rpc/t_echo', { body: many });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json).toMatchObject({ code: 'PGRST102', message: 'A call takes at most 100 arguments.' });
    });

    it('names the arguments of a call to a missing function', async () => {
      const answer = await call('POST', '/rest/v1/rpc/t_missing', { body: { x: 1, y: 2 } });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.t_missing(x, y) in the schema cache',
      });
      // A body that is not an object names nothing.
      for (const body of [[5, 6], 'ab', 7, null]) {
        const unnamed = await call('POST', '/rest/v1/rpc/t_missing', { body });
        expect(unnamed.json, JSON.stringify(body)).toMatchObject({
          message: 'Could not find the function public.t_missing without parameters in the schema cache',
        });
      }
    });

    it('runs a volatile function’s writes only when called with POST, answering 204 for void', async () => {
      const posted = await call('POST', '/rest/v1/rpc/t_write', { body: { n: 1 } });
      expect(posted.status).toBe(204);
      expect(posted.text).toBe('');
      const got = await call('GET', '/rest/v1/rpc/t_write?n=2');
      expect(got.status).toBeGreaterThanOrEqual(400);
      const { rows } = await emulator.database.query('select n from public.t_log order by n');
      expect(rows.map((row) => Number(row.n))).toEqual([1]);
    });

    it('refuses a function the caller may not run: 401 with a Bearer challenge when anonymous, else 403', async () => {
      const anonymous = await rawRequest(emulator.url, 'POST', '/rest/v1/rpc/t_private', {
        apikey: emulator.keys.anonKey,
        body: {},
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect(anonymous.json).toMatchObject({ code: '42501', message: 'permission denied for function t_private' });
      const signedIn = await call('POST', '/rest/v1/rpc/t_private', { body: {} });
      expect(signedIn.status).toBe(403);
      expect(signedIn.headers.get('www-authenticate')).toBeNull();
      expect((await service('POST', '/rest/v1/rpc/t_private', { body: {} })).json).toBe(1);
    });
  });
});
