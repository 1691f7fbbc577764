import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Starts a POST that announces `declared` bytes but sends only its first few, and waits up to two seconds
 * for an answer: a server that reads the whole body before deciding never answers in time.
 */
function answerBeforeBody(base: string, path: string, headers: Record<string, string>, declared: number) {
  const url = new URL(`${base}${path}`);
  return new Promise<Answer>((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(declared) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within 2 s from ${path}`));
    }, 2000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'] });
      });
    });
    req.on('error', () => {});
    req.write('{"applications": [');
  });
}

describe.each(BACKENDS)('function calls are checked before their body is read, on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  const anon = () => ({ apikey: emulator.keys.anonKey });
  const signedIn = () => ({ apikey: emulator.keys.anonKey, authorization: `Bearer ${user.token}` });

  it('answers a function that does not exist without waiting for the body', async () => {
    const answer = await answerBeforeBody(emulator.url, '/rest/v1/rpc/no_such_function', anon(), 15 * 1024 * 1024);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'PGRST202' });
  });

  it('answers an anonymous caller of a signed-in user’s function 401, without waiting', async () => {
    const anonymous = await answerBeforeBody(emulator.url, '/rest/v1/rpc/import_applications', anon(), 15 << 20);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      code: '42501',
      message: 'permission denied for function import_applications',
    });
    const allowed = await emulator.withToken(user.token).rpc('my_status_history');
    expect(allowed.error).toBeNull();
    const internal = await answerBeforeBody(emulator.url, '/rest/v1/rpc/job_tracker_importing', anon(), 1 << 20);
    expect(internal.status).toBe(401);
  });

  it('caps a call body at 1 MiB with the answer a table write gets', async () => {
    const keys = Array.from({ length: 120_000 }, (_, i) => `company-${i}`);
    const big = await fetch(`${emulator.url}/rest/v1/rpc/company_insights_for`, {
      method: 'POST',
      headers: { ...signedIn(), 'content-type': 'application/json' },
      body: JSON.stringify({ company_keys: keys }),
    });
    expect(big.status).toBe(413);
    const table = await fetch(`${emulator.url}/rest/v1/job_applications`, {
      method: 'POST',
      headers: { ...signedIn(), 'content-type': 'application/json' },
      body: JSON.stringify({ company: 'x'.repeat(1100 * 1024), position: 'p' }),
    });
    expect(table.status).toBe(413);
    expect(await big.json()).toEqual(await table.json());
  });
});

const JSON_TYPE = 'application/json; charset=utf-8';

describe.each(BACKENDS)('functions that return plain values, on %s', (backend) => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    await emulator.database.exec(`
      create function public.t_numbers(n int) returns setof int language sql stable
        as $$ select generate_series(1, n) $$;
      create function public.t_label(n int) returns text language sql stable
        as $$ select case when n > 0 then 'item ' || n end $$;
      create table public.t_things (id int primary key, name text not null);
      insert into public.t_things values (1, 'one'), (2, 'two'), (3, 'three');
      grant select on public.t_things to anon;
      create function public.t_thing(i int) returns public.t_things language sql stable
        as $$ select * from public.t_things where id = i $$;
      create function public.t_things_from(i int) returns setof public.t_things language sql stable
        as $$ select * from public.t_things where id >= i order by id $$;
      grant execute on function public.t_numbers(int), public.t_label(int), public.t_thing(int),
        public.t_things_from(int) to anon;`);
    await emulator.reloadSchema();
  });
  afterAll(() => emulator?.stop());

  const call = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${emulator.url}/rest/v1/rpc/${path}`, {
      headers: { apikey: emulator.keys.anonKey, ...headers },
    });
    const type = response.headers.get('content-type');
    return { status: response.status, range: response.headers.get('content-range'), type, json: await response.json() };
  };

  it('answers a set of values as an array, its page by limit and offset', async () => {
    expect(await call('t_numbers?n=5')).toEqual({
      status: 200,
      range: '0-4/*',
      type: JSON_TYPE,
      json: [1, 2, 3, 4, 5],
    });
    expect(await call('t_numbers?n=5&limit=2&offset=1')).toMatchObject({ status: 200, range: '1-2/*', json: [2, 3] });
    expect(await call('t_numbers?n=0')).toMatchObject({ status: 200, range: '*/*', json: [] });
  });

  it('answers a set of one value asked for as an object with that value, and refuses a longer one', async () => {
    const object = { accept: 'application/vnd.pgrst.object+json' };
    expect(await call('t_numbers?n=1', object)).toMatchObject({ status: 200, json: 1 });
    expect(await call('t_numbers?n=2', object)).toMatchObject({ status: 406, json: { code: 'PGRST116' } });
  });

  it('answers one value as itself, null included, even when asked for an object', async () => {
    expect(await call('t_label?n=3')).toEqual({ status: 200, range: '0-0/*', type: JSON_TYPE, json: 'item 3' });
    expect(await call('t_label?n=0')).toMatchObject({ status: 200, range: '0-0/*', json: null });
    // A plain value is no object: it comes as JSON whatever the Accept header asks.
    const object = await call('t_label?n=3', { accept: 'application/vnd.pgrst.object+json' });
    expect(object).toMatchObject({ status: 200, type: JSON_TYPE, json: 'item 3' });
  });

  it('answers a function that returns a row with that row, and one that returns rows with an array', async () => {
    expect(await call('t_thing?i=2')).toMatchObject({ status: 200, json: { id: 2, name: 'two' } });
    expect(await call('t_things_from?i=2&select=name')).toMatchObject({
      status: 200,
      range: '0-1/*',
      json: [{ name: 'two' }, { name: 'three' }],
    });
    const object = { accept: 'application/vnd.pgrst.object+json' };
    expect(await call('t_things_from?i=3', object)).toMatchObject({ status: 200, json: { id: 3, name: 'three' } });
    expect(await call('t_things_from?i=2', object)).toMatchObject({ status: 406, json: { code: 'PGRST116' } });
  });
});
