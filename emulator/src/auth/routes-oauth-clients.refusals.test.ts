import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** What the OAuth client registry refuses (bad bodies, ids, callers), each refusal changing nothing. */
describe.each(BACKENDS)('OAuth client registry refusals on %s', (backend) => {
  let emulator: TestEmulator;
  const oauth = () => emulator.service().auth.admin.oauth;
  /** A body supabase-js's types do not describe (GoTrue's `client_type`, no name, wrong types). */
  const createRaw = (body: Record<string, unknown>) =>
    oauth().createClient(body as unknown as Parameters<ReturnType<typeof oauth>['createClient']>[0]);
  const count = async (): Promise<string> =>
    (await emulator.database.query('select count(*)::text as count from auth.oauth_clients')).rows[0]!.count as string;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { oauthServer: true } });
  });
  afterAll(() => emulator?.stop());

  it('refuses bad input with GoTrue’s codes and messages, and stores nothing', async () => {
    const before = await count();
    const refusals: Array<[Record<string, unknown>, number, string, string]> = [
      [{ redirect_uris: [] }, 400, 'validation_failed', '400: redirect_uris is required'],
      [{}, 400, 'validation_failed', '400: redirect_uris is required'],
      [
        { redirect_uris: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}`) },
        400,
        'validation_failed',
        '400: redirect_uris cannot exceed 10 items',
      ],
      [
        { redirect_uris: ['http://example.com/cb'] },
        400,
        'validation_failed',
        "400: invalid redirect_uri 'http://example.com/cb': HTTP scheme only allowed for localhost",
      ],
      [
        { redirect_uris: ['javascript://x/%0aalert(1)'] },
        400,
        'validation_failed',
        "400: invalid redirect_uri 'javascript://x/%0aalert(1)': scheme 'javascript' is not allowed for security reasons",
      ],
      [
        { redirect_uris: ['https://x.example/cb#frag'] },
        400,
        'validation_failed',
        "400: invalid redirect_uri 'https://x.example/cb#frag': fragment not allowed in redirect URI",
      ],
      [
        { redirect_uris: ['/relative'] },
        400,
        'validation_failed',
        "400: invalid redirect_uri '/relative': must have scheme and host",
      ],
      [{ redirect_uris: [''] }, 400, 'validation_failed', "400: invalid redirect_uri '': redirect URI cannot be empty"],
      [
        { redirect_uris: ['https://x.example/a,b'] },
        400,
        'validation_failed',
        "400: invalid redirect_uri 'https://x.example/a,b': a comma is not allowed in a redirect URI",
      ],
      [
        { redirect_uris: [`https://x.example/${'a'.repeat(2048)}`] },
        400,
        'validation_failed',
        `400: invalid redirect_uri 'https://x.example/${'a'.repeat(182)}': longer than 2048 bytes`,
      ],
      [
        { redirect_uris: ['https://x.example/cb'], grant_types: ['implicit'] },
        400,
        'validation_failed',
        "400: grant_types must only contain 'authorization_code' and/or 'refresh_token'",
      ],
      [
        { redirect_uris: ['https://x.example/cb'], client_name: 'n'.repeat(1025) },
        400,
        'validation_failed',
        '400: client_name cannot exceed 1024 characters',
      ],
      [
        { redirect_uris: ['https://x.example/cb'], client_uri: 'not a url' },
        400,
        'validation_failed',
        '400: client_uri must be a valid URL',
      ],
      [
        { redirect_uris: ['https://x.example/cb'], logo_uri: `https://x.example/${'l'.repeat(2040)}` },
        400,
        'validation_failed',
        '400: logo_uri cannot exceed 2048 characters',
      ],
      [
        { redirect_uris: ['https://x.example/cb'], client_type: 'secret' },
        400,
        'validation_failed',
        "400: client_type must be 'public' or 'confidential'",
      ],
      [
        { redirect_uris: ['https://x.example/cb'], token_endpoint_auth_method: 'private_key_jwt' },
        400,
        'validation_failed',
        '400: token_endpoint_auth_method must be one of: [none client_secret_basic client_secret_post]',
      ],
      [
        {
          redirect_uris: ['https://x.example/cb'],
          client_type: 'public',
          token_endpoint_auth_method: 'client_secret_basic',
        },
        400,
        'validation_failed',
        "client_type 'public' is inconsistent with token_endpoint_auth_method 'client_secret_basic' (expected client_type 'confidential')",
      ],
      [
        { redirect_uris: 'https://x.example/cb' },
        400,
        'bad_json',
        'Invalid JSON body: redirect_uris must be an array of strings',
      ],
      [
        { redirect_uris: ['https://x.example/cb'], client_name: 7 },
        400,
        'bad_json',
        'Invalid JSON body: client_name must be a string',
      ],
    ];
    for (const [body, status, code, message] of refusals) {
      const { data, error } = await createRaw(body);
      expect({
        body,
        data,
        error: error && { status: error.status, code: error.code, message: error.message },
      }).toEqual({
        body,
        data: null,
        error: { status, code, message },
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad updates and ids, and changes nothing', async () => {
    const client = (await oauth().createClient({ client_name: 'Keep', redirect_uris: ['https://keep.example/cb'] }))
      .data!;
    const { client_secret: _secret, ...stored } = client;
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{}, 'No fields provided for update'],
      [{ client_name: null }, 'No fields provided for update'],
      [{ redirect_uris: [] }, 'redirect_uris cannot be empty'],
      [{ client_name: 'ok', redirect_uris: ['ftp:/x'] }, "invalid redirect_uri 'ftp:/x': must have scheme and host"],
      [{ grant_types: [] }, 'grant_types cannot be empty'],
      [
        { token_endpoint_auth_method: 'none' },
        "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]",
      ],
      [
        { token_endpoint_auth_method: 'jwt' },
        'invalid token_endpoint_auth_method: must be one of [none client_secret_basic client_secret_post]',
      ],
    ];
    for (const [body, message] of refusals) {
      const { data, error } = await oauth().updateClient(client.client_id, body as never);
      expect({ body, data, message: error?.message, code: error?.code }).toEqual({
        body,
        data: null,
        message,
        code: 'validation_failed',
      });
    }
    expect((await oauth().getClient(client.client_id)).data).toEqual(stored);

    const malformed = await oauth().getClient('not-a-uuid');
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'invalid client_id format',
    });
    const unknown = await oauth().updateClient('00000000-0000-0000-0000-000000000000', { client_name: 'x' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
  });

  it('answers only the service role (403 not_admin otherwise), and nothing when the OAuth server is off', async () => {
    const before = await count();
    const user = await emulator.createUser();
    const paths: Array<[string, string]> = [
      ['GET', '/auth/v1/admin/oauth/clients'],
      ['POST', '/auth/v1/admin/oauth/clients'],
      ['GET', '/auth/v1/admin/oauth/clients/00000000-0000-0000-0000-000000000000'],
      ['PUT', '/auth/v1/admin/oauth/clients/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/auth/v1/admin/oauth/clients/00000000-0000-0000-0000-000000000000'],
      ['POST', '/auth/v1/admin/oauth/clients/00000000-0000-0000-0000-000000000000/regenerate_secret'],
    ];
    const body = { client_name: 'x', redirect_uris: ['https://x.example/cb'] };
    for (const [method, path] of paths) {
      const payload = method === 'GET' ? {} : { body };
      const anon = await rawRequest(emulator.url, method, path, {
        apikey: emulator.keys.anonKey,
        token: emulator.keys.anonKey,
        ...payload,
      });
      expect([method, path, anon.status, anon.headers.get('x-sb-error-code')]).toEqual([
        method,
        path,
        403,
        'not_admin',
      ]);
      const signedIn = await rawRequest(emulator.url, method, path, {
        apikey: emulator.keys.anonKey,
        token: user.token,
        ...payload,
      });
      expect([method, path, signedIn.status]).toEqual([method, path, 403]);
      const none = await rawRequest(emulator.url, method, path, { apikey: emulator.keys.anonKey, ...payload });
      expect([method, path, none.status, none.headers.get('x-sb-error-code')]).toEqual([
        method,
        path,
        401,
        'no_authorization',
      ]);
    }
    expect(await count()).toBe(before);

    const off = await startTestEmulator(backend);
    try {
      const { data, error } = await off.service().auth.admin.oauth.createClient(body);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
      const list = await off.service().auth.admin.oauth.listClients();
      expect(list.error).toMatchObject({ status: 404, code: 'feature_disabled' });
    } finally {
      await off.stop();
    }
  });
});
