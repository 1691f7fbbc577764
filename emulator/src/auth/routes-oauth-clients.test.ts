import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** The OAuth 2.1 server's client registry through supabase-js's `auth.admin.oauth`, as GoTrue answers it. */
describe.each(BACKENDS)('OAuth client registry on %s', (backend) => {
  let emulator: TestEmulator;
  const oauth = () => emulator.service().auth.admin.oauth;
  /** A body supabase-js's types do not describe (GoTrue's `client_type`, no name, wrong types). */
  const createRaw = (body: Record<string, unknown>) =>
    oauth().createClient(body as unknown as Parameters<ReturnType<typeof oauth>['createClient']>[0]);
  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { oauthServer: true } });
  });
  afterAll(() => emulator?.stop());

  it('creates, reads, updates and deletes a client, every field coming back as sent', async () => {
    const sent = {
      client_name: 'Portfolio importer',
      client_uri: 'https://importer.example.com',
      logo_uri: 'https://importer.example.com/logo.png',
      redirect_uris: ['https://importer.example.com/callback', 'http://localhost:5173/cb?x=1', 'myapp://auth'],
      grant_types: ['authorization_code'] as ('authorization_code' | 'refresh_token')[],
    };
    const created = await oauth().createClient(sent);
    expect(created.error).toBeNull();
    const client = created.data!;
    expect(client).toEqual({
      ...sent,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      response_types: ['code'],
      registration_type: 'manual',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The secret is shown once and kept only as its SHA-256.
    const { rows } = await emulator.database.query('select client_secret_hash from auth.oauth_clients where id = $1', [
      client.client_id,
    ]);
    expect(rows[0]!.client_secret_hash).toBe(createHash('sha256').update(client.client_secret!).digest('base64url'));

    const read = await oauth().getClient(client.client_id);
    expect(read.error).toBeNull();
    const { client_secret: _secret, ...withoutSecret } = client;
    expect(read.data).toEqual(withoutSecret);

    const updated = await oauth().updateClient(client.client_id, {
      client_name: 'Importer 2',
      logo_uri: '',
      redirect_uris: ['https://importer.example.com/v2'],
      grant_types: ['authorization_code', 'refresh_token'],
    });
    expect(updated.error).toBeNull();
    const { logo_uri: _logo, ...rest } = withoutSecret;
    expect(updated.data).toEqual({
      ...rest,
      client_name: 'Importer 2',
      redirect_uris: ['https://importer.example.com/v2'],
      grant_types: ['authorization_code', 'refresh_token'],
      updated_at: expect.any(String),
    });
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(Date.parse(client.updated_at));

    const partial = await oauth().updateClient(client.client_id, { logo_uri: 'https://importer.example.com/l.svg' });
    expect(partial.data).toMatchObject({ client_name: 'Importer 2', logo_uri: 'https://importer.example.com/l.svg' });

    expect((await oauth().deleteClient(client.client_id)).error).toBeNull();
    const gone = await oauth().getClient(client.client_id);
    expect(gone.data).toBeNull();
    expect(gone.error).toMatchObject({
      status: 404,
      code: 'oauth_client_not_found',
      message: 'OAuth client not found',
    });
    expect((await oauth().deleteClient(client.client_id)).error).toMatchObject({ status: 404 });
    const listed = await oauth().listClients();
    expect(listed.data.clients ?? []).not.toContainEqual(expect.objectContaining({ client_id: client.client_id }));
  });

  it('takes a name, a logo and a redirect exactly at their limits, counted in bytes', async () => {
    const name = 'é'.repeat(512); // 1,024 bytes in UTF-8
    const logo = `https://x.example/${'l'.repeat(2048 - 'https://x.example/'.length)}`;
    const redirect = `https://x.example/${'r'.repeat(2048 - 'https://x.example/'.length)}`;
    const created = await createRaw({ client_name: name, logo_uri: logo, redirect_uris: [redirect] });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ client_name: name, logo_uri: logo, redirect_uris: [redirect] });
    const over = await oauth().createClient({ client_name: `${name}x`, redirect_uris: [redirect] });
    expect(over.error?.message).toBe('400: client_name cannot exceed 1024 characters');
  });

  it('lists clients newest first, makes public clients without a secret, and regenerates secrets', async () => {
    const first = (await oauth().createClient({ client_name: 'A', redirect_uris: ['https://a.example/cb'] })).data!;
    const pub = await createRaw({
      client_name: 'SPA',
      redirect_uris: ['https://spa.example/cb'],
      client_type: 'public',
    });
    expect(pub.error).toBeNull();
    expect(pub.data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
    expect(pub.data!.client_secret).toBeUndefined();
    const inferred = await createRaw({
      redirect_uris: ['https://post.example/cb'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    expect(inferred.data).toMatchObject({
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_post',
    });
    expect(inferred.data!.client_name).toBeUndefined();

    const list = await oauth().listClients();
    expect(list.error).toBeNull();
    const ids = list.data.clients.map((client) => client.client_id);
    expect(ids.indexOf(inferred.data!.client_id)).toBeLessThan(ids.indexOf(pub.data!.client_id));
    expect(ids.indexOf(pub.data!.client_id)).toBeLessThan(ids.indexOf(first.client_id));
    expect(list.data.clients.every((client) => client.client_secret === undefined)).toBe(true);

    const again = await oauth().regenerateClientSecret(first.client_id);
    expect(again.error).toBeNull();
    expect(again.data!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.data!.client_secret).not.toBe(first.client_secret);
    const { rows } = await emulator.database.query('select client_secret_hash from auth.oauth_clients where id = $1', [
      first.client_id,
    ]);
    expect(rows[0]!.client_secret_hash).toBe(
      createHash('sha256').update(again.data!.client_secret!).digest('base64url'),
    );
    const publicAgain = await oauth().regenerateClientSecret(pub.data!.client_id);
    expect(publicAgain.error).toMatchObject({ status: 400, message: 'Cannot regenerate secret for public client' });
  });
});
