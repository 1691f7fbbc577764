import type { ImportNewApplication } from '@job-tracker/supabase-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const imported = (company: string): ImportNewApplication => ({
  company,
  position: 'Product Designer',
  status: 'applied',
  history: [{ status: 'applied', from_status: null, changed_at: '2026-10-01T09:00:00.000Z' }],
});

/**
 * Where a job was found: the sources designers use, and "not recorded" where nothing was said (never the
 * old LinkedIn default, which then led Insights' sources).
 */
describe.each(BACKENDS)('sources on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
  }, 120_000);
  afterAll(() => emulator?.stop());

  it('stores "not recorded" for an application added or imported without a source', async () => {
    const client = emulator.withToken(user.token);
    const added = await client
      .from('job_applications')
      .insert({ company: 'Added', position: 'Designer' })
      .select('source')
      .single();
    expect(added.error).toBeNull();
    expect(added.data!.source).toBe('not_recorded');

    const { error } = await client.rpc('import_applications', { applications: [imported('Imported')] });
    expect(error).toBeNull();
    const row = await client.from('job_applications').select('source').eq('company', 'Imported').single();
    expect(row.data!.source).toBe('not_recorded');
  });

  it('takes each listed source and refuses any other, changing nothing', async () => {
    const client = emulator.withToken(user.token);
    for (const source of ['dribbble', 'behance', 'wellfound', 'recruiter', 'job_board', 'linkedin'] as const) {
      const { data, error } = await client
        .from('job_applications')
        .insert({ company: `Via ${source}`, position: 'Designer', source })
        .select('source')
        .single();
      expect(error).toBeNull();
      expect(data!.source).toBe(source);
    }
    const refused = await client
      .from('job_applications')
      .insert({ company: 'Via fax', position: 'Designer', source: 'fax' as never });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('23514');
    const { count } = await client
      .from('job_applications')
      .select('id', { count: 'exact', head: true })
      .eq('company', 'Via fax');
    expect(count).toBe(0);
  });
});
