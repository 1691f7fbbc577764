import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authSettingsFromEnv, DEFAULT_AUTH_SETTINGS, GOOGLE_ISSUER, resolveAuthSettings } from './settings';

const folder = mkdtempSync(join(tmpdir(), 'auth-settings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('authSettingsFromEnv', () => {
  it('leaves every setting at its default for an empty environment, the rate limits included', () => {
    expect(authSettingsFromEnv({})).toEqual({ rateLimits: DEFAULT_AUTH_SETTINGS.rateLimits });
    expect(resolveAuthSettings(authSettingsFromEnv({}))).toEqual(DEFAULT_AUTH_SETTINGS);
  });

  it('reads the URLs without a trailing slash, and the redirect allow-list without blanks', () => {
    const settings = authSettingsFromEnv({
      SITE_URL: 'https://tracker.example/',
      API_EXTERNAL_URL: 'https://api.tracker.example/',
      AUTH_ADDITIONAL_REDIRECT_URLS: ' https://*.example.com/** , ,http://localhost:3000/app ',
    });
    expect(settings.siteUrl).toBe('https://tracker.example');
    expect(settings.externalUrl).toBe('https://api.tracker.example');
    expect(settings.redirectUrls).toEqual(['https://*.example.com/**', 'http://localhost:3000/app']);
  });

  it('refuses a URL or a redirect pattern it cannot read, naming the variable', () => {
    expect(() => authSettingsFromEnv({ SITE_URL: 'tracker.example' })).toThrow(
      'SITE_URL must be a URL such as http://localhost:3000, not "tracker.example".',
    );
    expect(() => authSettingsFromEnv({ API_EXTERNAL_URL: '::' })).toThrow(/^API_EXTERNAL_URL must be a URL/);
    expect(() => authSettingsFromEnv({ AUTH_ADDITIONAL_REDIRECT_URLS: 'not a url' })).toThrow(
      'AUTH_ADDITIONAL_REDIRECT_URLS entries must look like https://*.example.com/**, not "not a url".',
    );
  });

  it.each([
    ['AUTH_AUTOCONFIRM', 'autoconfirm'],
    ['AUTH_DISABLE_SIGNUP', 'signupDisabled'],
    ['AUTH_ANONYMOUS_USERS', 'anonymousUsers'],
    ['AUTH_OAUTH_SERVER', 'oauthServer'],
    ['AUTH_MFA_TOTP', 'mfaTotp'],
    ['AUTH_MFA_WEB_AUTHN', 'mfaWebAuthn'],
    ['AUTH_SECURE_PASSWORD_CHANGE', 'securePasswordChange'],
  ] as const)('reads %s as on or off, and leaves it alone when empty', (name, key) => {
    for (const on of ['1', 'true', 'YES', 'on']) expect(authSettingsFromEnv({ [name]: on })[key]).toBe(true);
    for (const off of ['0', 'false', 'no', 'off', 'maybe'])
      expect(authSettingsFromEnv({ [name]: off })[key]).toBe(false);
    expect(authSettingsFromEnv({ [name]: '' })).not.toHaveProperty(key);
    expect(authSettingsFromEnv({})).not.toHaveProperty(key);
  });

  it('reads the rate limits and the e-mail interval as whole numbers, keeping the defaults it is not given', () => {
    const settings = authSettingsFromEnv({
      AUTH_RATE_LIMIT_TOKEN: '5',
      AUTH_RATE_LIMIT_EMAIL: '0',
      AUTH_RATE_LIMIT_WINDOW: '',
      AUTH_EMAIL_MIN_INTERVAL: '0',
    });
    expect(settings.rateLimits).toEqual({ token: 5, verify: 30, email: 0, windowSeconds: 300 });
    expect(settings.emailMinInterval).toBe(0);
    expect(authSettingsFromEnv({ AUTH_RATE_LIMIT_VERIFY: '7' }).rateLimits?.verify).toBe(7);
    expect(authSettingsFromEnv({ AUTH_RATE_LIMIT_WINDOW: '60' }).rateLimits?.windowSeconds).toBe(60);
  });

  it('refuses a limit that is not a whole number of 0 or more', () => {
    for (const raw of ['-1', '1.5', 'ten']) {
      expect(() => authSettingsFromEnv({ AUTH_RATE_LIMIT_VERIFY: raw })).toThrow(
        `AUTH_RATE_LIMIT_VERIFY must be a whole number of 0 or more, not "${raw}".`,
      );
    }
    expect(() => authSettingsFromEnv({ AUTH_EMAIL_MIN_INTERVAL: '-5' })).toThrow(/^AUTH_EMAIL_MIN_INTERVAL must be/);
  });

  it('configures Google only with both its client id and secret, at its own issuer unless told another', () => {
    expect(authSettingsFromEnv({ GOOGLE_CLIENT_ID: 'id' })).not.toHaveProperty('google');
    expect(authSettingsFromEnv({ GOOGLE_CLIENT_SECRET: 'secret' })).not.toHaveProperty('google');
    expect(authSettingsFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: GOOGLE_ISSUER,
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(
      authSettingsFromEnv({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:9/',
      }).google?.issuer,
    ).toBe('http://127.0.0.1:9');
  });

  it('takes the SMTP server and sender when given', () => {
    expect(authSettingsFromEnv({ SMTP_URL: 'smtp://mail:25', SMTP_FROM: 'Me <me@example.test>' })).toMatchObject({
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Me <me@example.test>',
    });
  });

  it('reads signing keys from a JSON file of 1 to 10 keys, and refuses anything else with a sentence', () => {
    const file = (name: string, text: string) => {
      const path = join(folder, name);
      writeFileSync(path, text);
      return path;
    };
    const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd' };
    expect(
      authSettingsFromEnv({ AUTH_SIGNING_KEYS_PATH: file('one.json', JSON.stringify([key])) }).signingKeys,
    ).toEqual([key]);
    const ten = file('ten.json', JSON.stringify(Array.from({ length: 10 }, () => key)));
    expect(authSettingsFromEnv({ AUTH_SIGNING_KEYS_PATH: ten }).signingKeys).toHaveLength(10);
    const refused = 'AUTH_SIGNING_KEYS_PATH must hold a JSON array of 1 to 10 private JWKs.';
    for (const [name, text] of [
      ['none.json', '[]'],
      ['eleven.json', JSON.stringify(Array.from({ length: 11 }, () => key))],
      ['object.json', JSON.stringify(key)],
    ]) {
      expect(() => authSettingsFromEnv({ AUTH_SIGNING_KEYS_PATH: file(name!, text!) })).toThrow(refused);
    }
    expect(() => authSettingsFromEnv({ AUTH_SIGNING_KEYS_PATH: file('broken.json', '[{') })).toThrow(
      /^AUTH_SIGNING_KEYS_PATH must name a JSON file of private JWKs: /,
    );
    expect(() => authSettingsFromEnv({ AUTH_SIGNING_KEYS_PATH: join(folder, 'missing.json') })).toThrow(
      /^AUTH_SIGNING_KEYS_PATH must name a JSON file of private JWKs: .*ENOENT/,
    );
  });
});

describe('resolveAuthSettings', () => {
  it('starts as a hosted project starts: confirmation e-mails, open sign-ups, TOTP, the rest off', () => {
    expect(resolveAuthSettings()).toMatchObject({
      autoconfirm: false,
      signupDisabled: false,
      anonymousUsers: false,
      oauthServer: false,
      mfaTotp: true,
      mfaWebAuthn: false,
      securePasswordChange: true,
    });
  });
  it('puts what it is given over the defaults, a partial set of rate limits too', () => {
    const settings = resolveAuthSettings({ autoconfirm: true, rateLimits: { token: 3 } as never });
    expect(settings.autoconfirm).toBe(true);
    expect(settings.siteUrl).toBe(DEFAULT_AUTH_SETTINGS.siteUrl);
    expect(settings.rateLimits).toEqual({ ...DEFAULT_AUTH_SETTINGS.rateLimits, token: 3 });
  });
});
