import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const ECHO = `Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
  return Response.json({
    method: request.method,
    url: request.url,
    body: request.method === 'POST' ? await request.json() : null,
    authorization: request.headers.get('authorization'),
    env: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'MY_SECRET'].map((name) => Deno.env.get(name) ?? null),
  }, { status: 201, headers: { 'X-Echo': 'yes' } });
});
`;

/**
 * The Edge Functions runtime: a folder of `<name>/index.ts` modules that call `Deno.serve`, served at
 * /functions/v1/<name> behind the gateway's JWT check (on PGlite only: nothing here touches the database).
 */
describe('Edge Functions in the emulator', () => {
  let emulator: TestEmulator;
  let project: string;

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'jt-functions-'));
    for (const name of ['echo', 'open']) {
      await mkdir(join(project, 'functions', name), { recursive: true });
      await writeFile(join(project, 'functions', name, 'index.ts'), ECHO);
    }
    await mkdir(join(project, 'functions', 'silent'));
    await writeFile(join(project, 'functions', 'silent', 'index.ts'), 'export const nothing = 1;\n');
    await writeFile(
      join(project, 'config.toml'),
      '[functions.open]\nverify_jwt = false\n\n[functions.echo]\nverify_jwt = true\n',
    );
    emulator = await startTestEmulator('pglite', {
      functions: {
        dir: join(project, 'functions'),
        env: { MY_SECRET: 's3cret' },
        jobs: [{ name: 'echo', everyMs: 60_000 }],
      },
    });
  });
  afterAll(async () => {
    await emulator?.stop();
    await rm(project, { recursive: true, force: true });
  });

  it('runs a function with supabase-js, giving it the request and the env a hosted project gives', async () => {
    const { data, error } = await emulator.anon().functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      url: `${emulator.url}/functions/v1/echo`,
      body: { hello: 'world' },
      authorization: `Bearer ${emulator.keys.anonKey}`,
      env: [emulator.url, emulator.keys.anonKey, emulator.keys.serviceRoleKey, 's3cret'],
    });
  });

  it('passes the status, headers and sub-path through', async () => {
    const response = await fetch(`${emulator.url}/functions/v1/echo/sub/path?x=1`, {
      headers: { Authorization: `Bearer ${emulator.keys.anonKey}` },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(((await response.json()) as { url: string }).url).toBe(`${emulator.url}/functions/v1/echo/sub/path?x=1`);
  });

  it('refuses a call without a valid JWT, unless config.toml turns verify_jwt off', async () => {
    const missing = await fetch(`${emulator.url}/functions/v1/echo`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await fetch(`${emulator.url}/functions/v1/echo`, { headers: { Authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const open = await fetch(`${emulator.url}/functions/v1/open?token=x`);
    expect(open.status).toBe(201);
  });

  it('lets the function answer the CORS preflight itself', async () => {
    const preflight = await fetch(`${emulator.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a function that does not exist or a name that is not one, 500 for one without Deno.serve', async () => {
    const headers = { Authorization: `Bearer ${emulator.keys.anonKey}` };
    for (const name of ['nope', '..%2Fetc', '_shared']) {
      const response = await fetch(`${emulator.url}/functions/v1/${name}`, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    const silent = await fetch(`${emulator.url}/functions/v1/silent`, { headers });
    expect(silent.status).toBe(500);
  });

  it('runs a scheduled job at once for the service key, as the schedule calls it', async () => {
    const run = (name: string, key?: string) =>
      fetch(`${emulator.url}/_dev/jobs/${name}`, {
        method: 'POST',
        headers: key ? { Authorization: `Bearer ${key}` } : {},
      });
    expect((await run('echo')).status).toBe(401);
    expect((await run('echo', emulator.keys.anonKey)).status).toBe(401);
    expect((await run('open', emulator.keys.serviceRoleKey)).status).toBe(404);
    const ran = await run('echo', emulator.keys.serviceRoleKey);
    expect(ran.status).toBe(201);
    expect(await ran.json()).toMatchObject({
      method: 'POST',
      body: {},
      authorization: `Bearer ${emulator.keys.serviceRoleKey}`,
    });
  });
});
