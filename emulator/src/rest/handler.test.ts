import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** The methods of `/rest/v1/<table>`: a HEAD is a GET without its body, and never writes. */
describe.each(BACKENDS)('the REST handler’s methods on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  it('answers a HEAD with the headers of the read, no body, and changes nothing', async () => {
    const { data } = await emulator
      .withToken(user.token)
      .from('job_applications')
      .insert({ company: 'Figma', position: 'Designer' })
      .select('id')
      .single();
    const head = await rawRequest(emulator.url, 'HEAD', `/rest/v1/job_applications?id=eq.${data!.id}`, {
      apikey: emulator.keys.anonKey,
      token: user.token,
      headers: { prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-range')).toBe('0-0/1');
    expect(head.text).toBe('');
    const { count } = await emulator
      .withToken(user.token)
      .from('job_applications')
      .select('id', { count: 'exact', head: true })
      .eq('id', data!.id);
    expect(count).toBe(1);
    const { rows } = await emulator.database.query(
      'select count(*)::int as n from public.job_applications where id = $1',
      [data!.id],
    );
    expect(Number((rows[0] as { n: unknown }).n)).toBe(1);
  });
});
