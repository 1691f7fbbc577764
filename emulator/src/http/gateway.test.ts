// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkApiKey } from './gateway';

const request = (apikey?: string) => ({ headers: apikey ? { apikey } : {} }) as IncomingMessage;
const keys = 'gateway-test-secret';

describe('checkApiKey', () => {
  it('lets through, without a key, what the gateway does not guard: public files and unknown paths', () => {
    expect(checkApiKey(request(), '/storage/v1/object/public/logos/a.svg', keys)).toEqual({ ok: true });
    expect(checkApiKey(request(), '/nowhere', keys)).toEqual({ ok: true });
    expect(checkApiKey(request(), '/auth/v1/health', keys)).toEqual({ ok: true });
  });

  it('asks REST and auth for a key, and refuses one that is not the project’s', () => {
    expect(checkApiKey(request(), '/rest/v1/job_applications', keys)).toEqual({
      ok: false,
      status: 401,
      body: { message: 'No API key found in request' },
    });
    expect(checkApiKey(request('not-a-jwt'), '/auth/v1/user', keys)).toMatchObject({
      ok: false,
      status: 401,
      body: { message: 'Invalid API key' },
    });
  });
});
