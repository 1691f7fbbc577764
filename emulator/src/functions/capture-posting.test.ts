import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPageServer, type JobPageServer } from '../testing/job-page-server';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { signedIn } from './signed-in';

/**
 * The capture-posting Edge Function served by the emulator, called with supabase-js as the app calls it.
 * The job sites cannot be reached from here, so pages in their shapes come from a loopback server (the one
 * stand-in), which CAPTURE_ALLOWED_HOSTS lets through as 127.0.0.1; every other private address stays refused.
 */
describe.each(BACKENDS)('capture-posting on %s', (backend) => {
  let emulator: TestEmulator;
  let pages: JobPageServer;
  let token: string;

  beforeAll(async () => {
    pages = await startJobPageServer();
    emulator = await startTestEmulator(backend, { functions: { env: { CAPTURE_ALLOWED_HOSTS: '127.0.0.1' } } });
    token = await signedIn(emulator);
  });
  afterAll(async () => {
    await emulator?.stop();
    await pages?.close();
  });

  const capture = async (body: unknown, as: string | null = token) => {
    const client = as ? emulator.withToken(as) : emulator.anon();
    const { data, error } = await client.functions.invoke('capture-posting', { body: body as Record<string, unknown> });
    if (!error) return { status: 200, body: data as Record<string, unknown> };
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('reads a Greenhouse page: one JSON-LD JobPosting with an entity-escaped HTML description', async () => {
    const { status, body } = await capture({ url: `${pages.url}/greenhouse` });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Northwind Studio',
      position: 'Senior Product Designer',
      location: 'Berlin, DE',
      workMode: null,
      salary: { min: null, max: null, currency: null, period: null },
      description:
        'About the role\n\nYou will shape our design system & lead research.\n\n• 5+ years in product design\n• Figma & prototyping',
      url: `${pages.url}/greenhouse`,
    });
  });

  it('reads a Lever page from its OpenGraph tags: "Company - Position" split by the company in the link', async () => {
    const { status, body } = await capture({ url: `${pages.url}/lever` });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Bluefin Labs',
      position: 'Staff Interaction Designer',
      location: '',
      workMode: null,
      salary: { min: null, max: null, currency: null, period: null },
      description:
        "Bluefin Labs builds tools for marine research. As a Staff Interaction Designer you will own our field app's flows.",
      url: `${pages.url}/lever`,
    });
  });

  it('reads an Ashby page: a yearly salary range and TELECOMMUTE as remote', async () => {
    const { status, body } = await capture({ url: `${pages.url}/ashby` });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Quillwork',
      position: 'Lead UX Researcher',
      location: 'Remote (United States)',
      workMode: 'remote',
      salary: { min: 150000, max: 185000, currency: 'USD', period: 'year' },
      description:
        'Quillwork makes writing software for teams.\n\nWhat you will do\n\n• Plan and run studies\n• Coach designers on research',
      url: `${pages.url}/ashby`,
    });
  });

  it('reads a Workable page: the posting inside @graph, its company by @id, two locations', async () => {
    const { status, body } = await capture({ url: `${pages.url}/workable` });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Tidepool Health',
      position: 'Product Designer (Growth)',
      location: 'London, United Kingdom; Manchester, United Kingdom',
      workMode: null,
      salary: { min: 55000, max: 70000, currency: 'GBP', period: 'year' },
      description:
        'Tidepool Health helps clinics & patients stay in touch.\n\nYou will run experiments across onboarding.',
      url: `${pages.url}/workable`,
    });
  });

  it('reads a LinkedIn page: a JSON-LD array, an hourly rate, escaped entities in names', async () => {
    const { status, body } = await capture({ url: `${pages.url}/linkedin` });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Orchard & Vine',
      position: 'Contract Visual Designer',
      location: 'Toronto, ON, CA',
      workMode: null,
      salary: { min: 55, max: 70, currency: 'CAD', period: 'hour' },
      description:
        'Orchard & Vine is looking for a contract visual designer for a six-month rebrand.\n\nHybrid: two days a week in our Toronto studio.',
      url: `${pages.url}/linkedin`,
    });
  });

  it('reads pasted text by its labels and its first lines', async () => {
    const text = [
      'Senior Product Designer',
      'Acme Robotics · Berlin, Germany (Hybrid)',
      '',
      'About the job',
      'Salary: €70,000 – €85,000 per year',
      'Apply at https://acme.example/jobs/42 before Friday.',
    ].join('\n');
    const { status, body } = await capture({ text });
    expect(status).toBe(200);
    expect(body).toEqual({
      company: 'Acme Robotics',
      position: 'Senior Product Designer',
      location: 'Berlin, Germany',
      workMode: 'hybrid',
      salary: { min: 70000, max: 85000, currency: 'EUR', period: 'year' },
      description: text,
      url: 'https://acme.example/jobs/42',
    });
  });

  it('returns a posting that names only its company or only its position', async () => {
    const onlyCompany = await capture({ text: 'Company: Acme Robotics' });
    expect(onlyCompany.status).toBe(200);
    expect(onlyCompany.body.company).toBe('Acme Robotics');
    const onlyPosition = await capture({ text: 'Position: Product Designer' });
    expect(onlyPosition.status).toBe(200);
    expect(onlyPosition.body).toMatchObject({ company: '', position: 'Product Designer' });
  });

  it('reads pasted text of exactly 100,000 characters', async () => {
    const first = 'Position: Product Designer\n';
    const { status, body } = await capture({ text: `${first}${'x'.repeat(100_000 - first.length)}` });
    expect(status).toBe(200);
    expect(body.position).toBe('Product Designer');
  });

  it('answers 401 to a caller who is not signed in, whatever the key', async () => {
    const anon = await capture({ url: `${pages.url}/greenhouse` }, null);
    expect(anon).toEqual({ status: 401, body: { error: 'Sign in to use this.', code: 'not_signed_in' } });
    const bare = await fetch(`${emulator.url}/functions/v1/capture-posting`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await capture({ url: `${pages.url}/greenhouse` }, `${token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    const signedOutUser = await signedIn(emulator);
    await emulator.service().auth.admin.signOut(signedOutUser);
    expect((await capture({ url: `${pages.url}/greenhouse` }, signedOutUser)).status).toBe(401);
  });

  it.each([
    ['localhost by name', (port: number) => `http://localhost:${port}/greenhouse`],
    ['a name the resolver maps to loopback', (port: number) => `http://vm:${port}/greenhouse`],
    ['another loopback address', (port: number) => `http://127.0.0.2:${port}/greenhouse`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/greenhouse`],
    ['IPv4 mapped in IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/greenhouse`],
    ['a private network', () => 'http://10.1.2.3/jobs'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    [
      'a redirect to loopback',
      (port: number) => `http://127.0.0.1:${port}/redirect?to=http://localhost:${port}/greenhouse`,
    ],
  ])('refuses %s with a 422 and a sentence', async (_label, link) => {
    const { status, body } = await capture({ url: link(pages.port) });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'That link points to a private or local network address, which cannot be read.',
      code: 'address_not_allowed',
    });
  });

  it.each([
    ['an ftp link', { url: `ftp://127.0.0.1/job` }, 400, 'Only http:// and https:// links can be read.'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 400, 'Only http:// and https:// links can be read.'],
    ['words for a link', { url: 'not a link' }, 400, 'Enter a link that starts with http:// or https://.'],
    ['a number for a link', { url: 42 }, 400, 'Enter a link that starts with http:// or https://.'],
    [
      'credentials',
      { url: 'http://user:pw@127.0.0.1/' },
      400,
      'A link with a user name or password in it cannot be read.',
    ],
    [
      'a 2049-character link',
      { url: `https://a.example/${'x'.repeat(2031)}` },
      400,
      'A link must be at most 2048 characters.',
    ],
    [
      'a link and text',
      { url: 'https://a.example', text: 'both' },
      400,
      'Send either a link ({ url }) or the posting’s text ({ text }).',
    ],
    ['an empty object', {}, 400, 'Send either a link ({ url }) or the posting’s text ({ text }).'],
    ['an array', [], 400, 'The request body must be a JSON object.'],
    ['blank text', { text: '   ' }, 400, 'Paste the posting’s text, or a link to it.'],
    [
      '100,001 characters of text',
      { text: 'x'.repeat(100_001) },
      400,
      'The pasted text must be at most 100,000 characters.',
    ],
    ['an unknown key', { text: 'Designer', extra: 1 }, 400, 'Send { url } or { text } only, not extra.'],
    ['a 600 KB body', { text: 'x'.repeat(600_000) }, 413, 'The request body must be at most 512 KB.'],
  ])('refuses %s in the body', async (_label, body, status, message) => {
    const answer = await capture(body);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(message);
  });

  it('refuses a body that is not JSON, and a GET', async () => {
    const headers = { Authorization: `Bearer ${token}`, apikey: emulator.keys.anonKey };
    const url = `${emulator.url}/functions/v1/capture-posting`;
    const broken = await fetch(url, { method: 'POST', headers, body: '{"url":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The request body must be a JSON object.', code: 'invalid_body' });
    const get = await fetch(url, { headers });
    expect(get.status).toBe(405);
  });

  it.each([
    ['/huge', 'The page is larger than 2 MB, so it was not read.'],
    ['/missing', 'The page answered 404, so there was nothing to read.'],
    ['/data.json', 'That link is not a web page (it is a file or data), so it cannot be read.'],
    ['/loop', 'The page redirected more than 5 times.'],
    ['/redirect?to=ftp://127.0.0.1/x', 'The page redirected to a link that is not http:// or https://.'],
  ])('refuses the page %s with a 422', async (path, message) => {
    const { status, body } = await capture({ url: `${pages.url}${path}` });
    expect(status).toBe(422);
    expect(body.error).toBe(message);
  });

  it('gives up on a page that stays silent, and on one that stalls mid-body, after 10 s', async () => {
    const started = Date.now();
    const [silent, stalled] = await Promise.all([
      capture({ url: `${pages.url}/silent` }),
      capture({ url: `${pages.url}/stalled` }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    for (const answer of [silent, stalled]) {
      expect(answer).toEqual({
        status: 422,
        body: { error: 'The page did not answer within 10 seconds.', code: 'page_timeout' },
      });
    }
    expect(seconds).toBeGreaterThanOrEqual(9.9);
    expect(seconds).toBeLessThan(15);
  }, 20_000);

  it('answers 422 when nothing on the page reads as a posting', async () => {
    const { status, body } = await capture({ url: `${pages.url}/blank` });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'No job posting could be read from that. Fill in the form yourself, or paste the posting’s text.',
      code: 'nothing_found',
    });
  });
});
