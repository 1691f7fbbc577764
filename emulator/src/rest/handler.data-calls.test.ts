import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/;

describe.each(BACKENDS)('the app’s data calls on %s', (backend) => {
  let emulator: TestEmulator;
  let user: Awaited<ReturnType<TestEmulator['createUser']>>;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser('designer@example.test');
  });
  afterAll(() => emulator?.stop());

  it('adds an application and returns the row as one object (insert … select single)', async () => {
    const client = emulator.withToken(user.token);
    const { data, error, status } = await client
      .from('job_applications')
      .insert({
        company: '  Goldman Sachs ',
        position: 'Product Designer',
        source: 'referral',
        source_url: 'https://example.com/jobs/1',
        status: 'job_openings',
        user_name: 'Designer',
        user_id: user.id,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      company: 'Goldman Sachs',
      company_key: 'goldmansachs',
      position: 'Product Designer',
      source: 'referral',
      source_url: 'https://example.com/jobs/1',
      status: 'job_openings',
      user_name: 'Designer',
      user_id: user.id,
    });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data!.applied_date).toMatch(ISO);
    expect(data!.last_updated).toMatch(ISO);
  });

  it('fills user_id from the token and the defaults when the app leaves them out', async () => {
    const client = emulator.withToken(user.token);
    const { data, error } = await client
      .from('job_applications')
      .insert({ company: 'Figma', position: 'Designer' })
      .select('user_id, source, status, source_url')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: user.id, source: 'not_recorded', status: 'job_openings', source_url: '' });
  });

  it('inserts without returning anything when no select is asked (201, empty body)', async () => {
    const client = emulator.withToken(user.token);
    const { data, error, status } = await client
      .from('job_applications')
      .insert({ company: 'Canva', position: 'Designer', user_id: user.id });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('lists the user’s applications', async () => {
    const client = emulator.withToken(user.token);
    const { data, error, status } = await client.from('job_applications').select('*').eq('user_id', user.id);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((row) => row.company).sort()).toEqual(['Canva', 'Figma', 'Goldman Sachs']);
    expect(Object.keys(data![0]!).sort()).toEqual(
      [
        'applied_date',
        'company',
        'company_key',
        'deleted_at',
        'follow_up_on',
        'id',
        'job_description',
        'last_updated',
        'location',
        'notes',
        'order_key',
        'people',
        'portfolio_links',
        'position',
        'revision',
        'salary_currency',
        'salary_max',
        'salary_min',
        'salary_period',
        'source',
        'source_url',
        'status',
        'status_changed_at',
        'user_id',
        'user_name',
        'work_mode',
      ].sort(),
    );
  });

  it('moves an application by id and user_id and stamps last_updated (204)', async () => {
    const client = emulator.withToken(user.token);
    const { data: row } = await client.from('job_applications').select('id').eq('company', 'Figma').single();
    const stamp = new Date(Date.now() + 60_000).toISOString();
    const { error, status, data } = await client
      .from('job_applications')
      .update({ status: 'portfolio_presentation', last_updated: stamp })
      .eq('id', row!.id)
      .eq('user_id', user.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const { data: after } = await client
      .from('job_applications')
      .select('status, last_updated')
      .eq('id', row!.id)
      .single();
    expect(after!.status).toBe('portfolio_presentation');
    expect(new Date(after!.last_updated).toISOString()).toBe(stamp);
  });

  it('returns the updated rows when asked (200, array)', async () => {
    const client = emulator.withToken(user.token);
    const { data, status } = await client
      .from('job_applications')
      .update({ source_url: '' })
      .eq('company', 'Goldman Sachs')
      .eq('user_id', user.id)
      .select('company, source_url');
    expect(status).toBe(200);
    expect(data).toEqual([{ company: 'Goldman Sachs', source_url: '' }]);
  });

  it('deletes by id and user_id (204)', async () => {
    const client = emulator.withToken(user.token);
    const { data: row } = await client.from('job_applications').select('id').eq('company', 'Canva').single();
    const { error, status } = await client.from('job_applications').delete().eq('id', row!.id).eq('user_id', user.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { count } = await client.from('job_applications').select('id', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('looks a logo up case-insensitively, single or none', async () => {
    const client = emulator.anon();
    const found = await client.from('lookup_values').select('logo').ilike('logo_name', 'sTrIpE').maybeSingle();
    expect(found.error).toBeNull();
    expect(found.data).toEqual({ logo: '/storage/v1/object/public/logos/stripe.svg' });
    const missing = await client.from('lookup_values').select('logo').ilike('logo_name', 'nocompany').maybeSingle();
    expect(missing.error).toBeNull();
    expect(missing.data).toBeNull();
    expect(missing.status).toBe(200);
  });

  it('finds designers whose work experience contains the company, with an exact count', async () => {
    const client = emulator.withToken(user.token);
    const { data, count, error } = await client
      .from('portfolios')
      .select('name, designer_dp, role, slug', { count: 'exact' })
      .or('work_exp_1.ilike.*stripe*,work_exp_2.ilike.*stripe*,work_exp_3.ilike.*stripe*');
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(data).toHaveLength(count!);
    expect(Object.keys(data![0]!).sort()).toEqual(['designer_dp', 'name', 'role', 'slug']);
    expect(data![0]!.designer_dp).toMatch(/^\/storage\/v1\/object\/public\/designers\/.+\.svg$/);
  });

  it('finds case studies at the company, rows or only the count', async () => {
    const client = emulator.anon();
    const rows = await client
      .from('casestudies')
      .select('thumbnail, name, portfolios_db, slug')
      .ilike('case_study_company', '%Stripe%');
    expect(rows.error).toBeNull();
    expect(rows.data!.length).toBeGreaterThanOrEqual(1);
    expect(rows.data!.every((row) => row.name.startsWith('Stripe'))).toBe(true);
    const counted = await client
      .from('casestudies')
      .select('id', { count: 'exact', head: true })
      .ilike('case_study_company', '%Stripe%');
    expect(counted.count).toBe(rows.data!.length);
    expect(counted.data).toBeNull();
  });

  it('batches the look-ups of a whole board in one request with normalised keys', async () => {
    const client = emulator.anon();
    const keys = ['stripe', 'figma', 'goldmansachs'];
    const list = `(${keys.join(',')})`;
    const { data, error } = await client
      .from('portfolios')
      .select('slug, work_exp_1_key, work_exp_2_key, work_exp_3_key')
      .or(`work_exp_1_key.in.${list},work_exp_2_key.in.${list},work_exp_3_key.in.${list}`);
    expect(error).toBeNull();
    const matched = new Set(data!.flatMap((row) => [row.work_exp_1_key, row.work_exp_2_key, row.work_exp_3_key]));
    for (const key of keys) expect(matched).toContain(key);
    const logos = await client.from('lookup_values').select('logo_key, logo').in('logo_key', keys);
    expect(logos.data!.map((row) => row.logo_key).sort()).toEqual([...keys].sort());
  });

  it('serves logos, designers and case studies of many companies from one view, matching the tables', async () => {
    const client = emulator.anon();
    const keys = ['stripe', 'figma', 'goldmansachs'];
    const { data, error } = await client
      .from('company_insights')
      .select('kind, company_key, name, slug, owner')
      .in('company_key', keys);
    expect(error).toBeNull();
    for (const key of keys) {
      const rows = data!.filter((row) => row.company_key === key);
      const list = `(${key})`;
      const designers = await client
        .from('portfolios')
        .select('slug')
        .or(`work_exp_1_key.in.${list},work_exp_2_key.in.${list},work_exp_3_key.in.${list}`);
      const studies = await client.from('casestudies').select('slug, portfolios_db').eq('company_key', key);
      expect(rows.filter((row) => row.kind === 'logo')).toHaveLength(1);
      expect(
        rows
          .filter((row) => row.kind === 'designer')
          .map((row) => row.slug)
          .sort(),
      ).toEqual(designers.data!.map((row) => row.slug).sort());
      expect(
        rows
          .filter((row) => row.kind === 'case_study')
          .map((row) => [row.slug, row.owner])
          .sort(),
      ).toEqual(studies.data!.map((row) => [row.slug, row.portfolios_db]).sort());
    }
  });

  it('answers the insights of thousands of companies in one call: the keys travel in its body', async () => {
    const client = emulator.withToken(user.token);
    const known = ['stripe', 'figma', 'goldmansachs'];
    const view = await client.from('company_insights').select('*').in('company_key', known).order('name').order('id');
    expect(view.error).toBeNull();
    expect(view.data!.length).toBeGreaterThan(known.length);
    // 5,000 keys, most of them companies the showcase does not know: a URL could not hold them.
    const keys = [...Array.from({ length: 4997 }, (_, i) => `studio${String(i).padStart(4, '0')}`), ...known];
    const { data, error } = await client.rpc('company_insights_for', { company_keys: keys });
    expect(error).toBeNull();
    expect(data).toEqual(view.data);
  });

  it('refuses a call for insights without keys or with more than 20,000, and says why', async () => {
    const client = emulator.withToken(user.token);
    const none = await client.rpc('company_insights_for', { company_keys: null as never });
    expect(none.error?.message).toBe('company_keys is required: a list of company keys');
    const keys = Array.from({ length: 20_001 }, (_, i) => `k${i}`);
    const many = await client.rpc('company_insights_for', { company_keys: keys });
    expect(many.status).toBe(400);
    expect(many.error?.message).toBe('At most 20,000 company keys in one call; this one has 20001');
  });

  it('refuses writes through the insights view: it is read-only', async () => {
    const { error } = await emulator
      .withToken(user.token)
      .from('company_insights')
      .insert({ kind: 'logo', company_key: 'x', id: 1, name: 'X' } as never);
    expect(error?.code).toBe('55000');
    expect(error?.message).toMatch(/cannot insert into view "company_insights"/);
  });

  it('serves the seed: 40+ designers, 30+ case studies, a demo user with about 20 applications', async () => {
    const service = emulator.service();
    const portfolios = await service.from('portfolios').select('id', { count: 'exact', head: true });
    const studies = await service.from('casestudies').select('id', { count: 'exact', head: true });
    const demo = await service
      .from('job_applications')
      .select('status')
      .eq('user_id', 'de000000-0000-4000-8000-000000000001');
    expect(portfolios.count).toBeGreaterThanOrEqual(40);
    expect(studies.count).toBeGreaterThanOrEqual(30);
    expect(demo.data!.length).toBeGreaterThanOrEqual(18);
    expect(new Set(demo.data!.map((row) => row.status)).size).toBe(10);
  });
});
