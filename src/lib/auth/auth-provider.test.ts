// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authReturnUrls } from './auth-provider';

describe('authReturnUrls', () => {
  it('sends e-mailed links and Google back to our pages, under the base path the host mounts us at', () => {
    expect(authReturnUrls('/', 'https://site.example')).toEqual({
      login: 'https://site.example/login',
      resetPassword: 'https://site.example/reset-password',
    });
    expect(authReturnUrls('/jobs', 'https://site.example')).toEqual({
      login: 'https://site.example/jobs/login',
      resetPassword: 'https://site.example/jobs/reset-password',
    });
  });
});
