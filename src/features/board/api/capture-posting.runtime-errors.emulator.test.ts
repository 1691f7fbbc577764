// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureSupabase, loadSupabase } from '@job-tracker/supabase-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorWithFunctions, type ClientEmulator } from '../../../../tests/client/backends';
import { CaptureError, capturePosting } from './capture-posting';

/**
 * Answers the real capture-posting function never gives (it fails with a 4xx and a sentence), but a hosted
 * project can: the runtime's 5xx, the relay's own error, an empty answer. They come from a stand-in
 * function, served by a real emulator (the gateway, CORS and supabase-js as the app meets them), chosen by
 * the pasted text.
 */
const STAND_IN = `Deno.serve(async (request: Request) => {
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const { text } = await request.json();
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { ...cors, ...headers } });
  switch (text) {
    case '499': return answer(499, { error: 'A sentence for a 499.' });
    case '500': return answer(500, { error: 'relation "postings" does not exist' });
    case 'relay': return answer(400, { error: 'Relay: the request was refused.' }, { 'x-relay-error': 'true' });
    case 'no sentence': return answer(400, { code: 'invalid_body' });
    case 'not json': return new Response('Bad request', { status: 400, headers: cors });
    case 'empty': return new Response(null, { status: 200, headers: cors });
  }
  return answer(418, { error: 'Unknown case' });
});
`;

const FALLBACK = 'The posting could not be read just now. Try again, or fill in the form yourself.';

describe('capturePosting when the runtime, not the function, answers', () => {
  let emulator: ClientEmulator;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jt-capture-'));
    await mkdir(join(dir, 'capture-posting'));
    await writeFile(join(dir, 'capture-posting', 'index.ts'), STAND_IN);
    emulator = await emulatorWithFunctions(dir);
    configureSupabase({ url: emulator.url, anonKey: emulator.anonKey });
    await loadSupabase();
  });
  afterAll(async () => {
    await emulator?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const failure = async (pasted: string): Promise<unknown> => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      return await capturePosting(pasted).then(
        (posting) => posting,
        (error: unknown) => error,
      );
    } finally {
      logged.mockRestore();
    }
  };

  it('shows the answer’s sentence for any status below 500', async () => {
    const error = await failure('499');
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as Error).message).toBe('A sentence for a 499.');
  });

  it('shows our own sentence for a 5xx, even one with a sentence: it is not meant for users', async () => {
    const error = await failure('500');
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as Error).message).toBe(FALLBACK);
  });

  it('shows our own sentence for the relay’s error, an answer without a sentence, and one that is not JSON', async () => {
    for (const pasted of ['relay', 'no sentence', 'not json']) {
      const error = await failure(pasted);
      expect(error, pasted).toBeInstanceOf(CaptureError);
      expect((error as Error).message, pasted).toBe(FALLBACK);
    }
  });

  it('fails rather than answer nothing when the function answers an empty 200', async () => {
    const error = await failure('empty');
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as Error).message).toBe(FALLBACK);
  });
});
