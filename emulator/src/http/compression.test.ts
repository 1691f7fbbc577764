import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { COMPRESS_MIN_BYTES, pickEncoding } from './respond';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded (fetch would decode them). */
  bytes: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const varyOf = (raw: Raw) => [raw.headers.vary].flat().join(',').toLowerCase();

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding(['deflate', 'GZIP'])).toBe('gzip');
  });
});

// As a hosted project's gateway does: JSON answers of some size are compressed for clients that accept it.
describe('compressed answers', () => {
  let emulator: TestEmulator;
  let listUrl: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    emulator = await startTestEmulator('pglite');
    const user = await emulator.createUser('compressed@example.test');
    const rows = Array.from({ length: 40 }, (_, i) => ({
      company: `Studio ${i}`,
      position: 'Product Designer',
      user_id: user.id,
    }));
    const { error } = await emulator.withToken(user.token).from('job_applications').insert(rows);
    expect(error).toBeNull();
    listUrl = `${emulator.url}/rest/v1/job_applications?select=id,company,position,status&order=company`;
    auth = { apikey: emulator.keys.anonKey, authorization: `Bearer ${user.token}` };
  });
  afterAll(() => emulator?.stop());

  it('sends a list as it is to a client that accepts no encoding', async () => {
    const plain = await get(listUrl, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(plain.bytes.toString())).toHaveLength(40);
  });

  it('sends Brotli to a browser, gzip to a client without it; the same JSON, smaller', async () => {
    const plain = await get(listUrl, auth);
    const br = await get(listUrl, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOf(br)).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);

    const gz = await get(listUrl, { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    expect(gz.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('leaves a body under the threshold as it is, whatever the client accepts', async () => {
    const one = await get(`${listUrl}&limit=1`, { ...auth, 'accept-encoding': 'br, gzip' });
    expect(one.status).toBe(200);
    expect(one.bytes.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(one.bytes.toString())).toHaveLength(1);
  });

  it('measures the threshold in bytes: a short text of many-byte characters is compressed, its length exact', async () => {
    const user = await emulator.createUser('multibyte@example.test');
    const { error } = await emulator
      .withToken(user.token)
      .from('job_applications')
      .insert({ company: '東'.repeat(200), position: 'デ'.repeat(200), user_id: user.id });
    expect(error).toBeNull();
    const url = `${emulator.url}/rest/v1/job_applications?select=company,position`;
    const headers = { apikey: emulator.keys.anonKey, authorization: `Bearer ${user.token}` };
    const plain = await get(url, headers);
    const text = plain.bytes.toString('utf8');
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect(JSON.parse(text)).toEqual([{ company: '東'.repeat(200), position: 'デ'.repeat(200) }]);

    const br = await get(url, { ...headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
  });

  it('never compresses the answer to a HEAD (it has no body)', async () => {
    const head = await new Promise<Raw>((done, fail) => {
      const req = request(listUrl, { method: 'HEAD', headers: { ...auth, 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.alloc(0) }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('supabase-js in Node (fetch accepts gzip and br) reads the compressed list', async () => {
    const token = auth.authorization!.replace('Bearer ', '');
    const { data, error } = await emulator.withToken(token).from('job_applications').select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(40);
  });
});
