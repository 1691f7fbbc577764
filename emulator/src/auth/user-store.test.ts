import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { dropUnverifiedIdentities } from './user-store';

describe.each(BACKENDS)('dropUnverifiedIdentities on %s', (backend) => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.stop());

  /**
   * A user holding one identity per entry: its provider, and whether the provider vouched for the address
   * (left out: the provider said nothing of it).
   */
  async function userWith(identities: [provider: string, verified?: boolean][]): Promise<string> {
    const { id } = await emulator.createUser();
    for (const [provider, verified] of identities) {
      await emulator.database.query(
        `insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, now(), now())`,
        [randomUUID(), `${provider}-${randomUUID()}`, id, JSON.stringify({ email_verified: verified }), provider],
      );
    }
    return id;
  }

  const state = async (id: string) => {
    const identities = await emulator.database.query(
      'select provider from auth.identities where user_id = $1 order by provider',
      [id],
    );
    const user = await emulator.database.query('select raw_app_meta_data as meta from auth.users where id = $1', [id]);
    const meta = user.rows[0]!.meta as Record<string, unknown> | string;
    return {
      identities: identities.rows.map((row) => row.provider),
      app: typeof meta === 'string' ? (JSON.parse(meta) as Record<string, unknown>) : meta,
    };
  };

  it('drops the identities whose provider did not vouch for the address, and lists what is left', async () => {
    const id = await userWith([
      ['google', true],
      ['github', false],
    ]);
    await dropUnverifiedIdentities(emulator.database, id);
    expect(await state(id)).toEqual({
      identities: ['google'],
      app: { provider: 'google', providers: ['google'] },
    });
  });

  it('gives a user left with none the e-mail identity, the address confirmed, and drops a provider silent on it', async () => {
    const id = await userWith([['google', false], ['github']]);
    await dropUnverifiedIdentities(emulator.database, id);
    expect(await state(id)).toEqual({ identities: ['email'], app: { provider: 'email', providers: ['email'] } });
    const { rows } = await emulator.database.query(
      'select identity_data as data from auth.identities where user_id = $1',
      [id],
    );
    const data = rows[0]!.data as Record<string, unknown> | string;
    expect(typeof data === 'string' ? JSON.parse(data) : data).toMatchObject({ email_verified: true, sub: id });
  });

  it('changes nothing when every identity was vouched for', async () => {
    const id = await userWith([['google', true]]);
    const before = await state(id);
    await dropUnverifiedIdentities(emulator.database, id);
    expect(await state(id)).toEqual(before);
  });
});
