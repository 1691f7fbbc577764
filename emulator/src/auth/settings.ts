import { readFileSync } from 'node:fs';
import type { JsonWebKey } from 'node:crypto';
import { compilePattern } from './redirects';

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RateLimits {
  /** Requests per client address per window on /token. */
  token: number;
  /** On /verify. */
  verify: number;
  /** On /signup, /recover and PUT /user. */
  email: number;
  windowSeconds: number;
}

export interface AuthSettings {
  /** Where links lead by default and the first entry of the redirect allow-list. */
  siteUrl: string;
  /** Further allowed redirect targets; `*` matches within a host label or path segment, `**` across them. */
  redirectUrls: string[];
  /** Sign up without e-mail confirmation. */
  autoconfirm: boolean;
  /**
   * GoTrue's DISABLE_SIGNUP ("Allow new users to sign up" off): sign-ups, anonymous sign-ins, sign-in
   * links to new addresses and first provider sign-ins answer 422 `signup_disabled`; admins still add users.
   */
  signupDisabled: boolean;
  /** Anonymous sign-ins (`signInAnonymously`); off, as on a new hosted project. */
  anonymousUsers: boolean;
  /**
   * Asymmetric signing keys (private JWKs, RSA or P-256, as the Supabase CLI's `signing_keys.json`): the
   * first signs access tokens and all are published at `/.well-known/jwks.json`. Null: HS256 only.
   */
  signingKeys: JsonWebKey[] | null;
  /**
   * The OAuth 2.1 server (its client registry, `/admin/oauth/clients`); off, as on a new hosted project,
   * where it is a setting of the dashboard.
   */
  oauthServer: boolean;
  /** TOTP multi-factor authentication (enroll, challenge, verify); on, as GoTrue's default. */
  mfaTotp: boolean;
  /**
   * WebAuthn factors: enroll and challenge (creation options for the site's host); off, as GoTrue's
   * default. Verifying an authenticator's answer is not implemented.
   */
  mfaWebAuthn: boolean;
  /**
   * GoTrue's secure password change: a session older than a day sets a password only with the nonce
   * `GET /reauthenticate` e-mails. On here, as in the product's hosted project (GoTrue's default is off).
   */
  securePasswordChange: boolean;
  /** The API's public URL, used in e-mailed links and as the OAuth callback; defaults to the listen URL. */
  externalUrl: string | null;
  jwtExpiry: number;
  emailLinkExpiry: number;
  /** Minimum seconds between two e-mails of one kind to one address. */
  emailMinInterval: number;
  refreshReuseInterval: number;
  flowStateExpiry: number;
  rateLimits: RateLimits;
  google: GoogleSettings | null;
  smtpUrl: string | null;
  mailFrom: string;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  siteUrl: 'http://localhost:3000',
  redirectUrls: [],
  autoconfirm: false,
  signupDisabled: false,
  anonymousUsers: false,
  oauthServer: false,
  mfaTotp: true,
  mfaWebAuthn: false,
  securePasswordChange: true,
  signingKeys: null,
  externalUrl: null,
  jwtExpiry: 3600,
  emailLinkExpiry: 3600,
  emailMinInterval: 60,
  refreshReuseInterval: 10,
  flowStateExpiry: 300,
  rateLimits: { token: 150, verify: 30, email: 30, windowSeconds: 300 },
  google: null,
  smtpUrl: null,
  mailFrom: 'Job Tracker <no-reply@jobtracker.test>',
};

export const GOOGLE_ISSUER = 'https://accounts.google.com';

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, not "${raw}".`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be a URL such as http://localhost:3000, not "${raw}".`);
  }
}

/** The auth settings an operator can give through the environment (documented in emulator/README.md). */
export function authSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<AuthSettings> {
  const settings: Partial<AuthSettings> = {};
  const site = url(env, 'SITE_URL');
  if (site) settings.siteUrl = site;
  if (env.AUTH_ADDITIONAL_REDIRECT_URLS) {
    settings.redirectUrls = env.AUTH_ADDITIONAL_REDIRECT_URLS.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const pattern of settings.redirectUrls) {
      if (!compilePattern(pattern)) {
        throw new Error(
          `AUTH_ADDITIONAL_REDIRECT_URLS entries must look like https://*.example.com/**, not "${pattern}".`,
        );
      }
    }
  }
  if (env.AUTH_AUTOCONFIRM !== undefined && env.AUTH_AUTOCONFIRM !== '') {
    settings.autoconfirm = /^(1|true|yes|on)$/i.test(env.AUTH_AUTOCONFIRM);
  }
  if (env.AUTH_DISABLE_SIGNUP !== undefined && env.AUTH_DISABLE_SIGNUP !== '') {
    settings.signupDisabled = /^(1|true|yes|on)$/i.test(env.AUTH_DISABLE_SIGNUP);
  }
  if (env.AUTH_ANONYMOUS_USERS !== undefined && env.AUTH_ANONYMOUS_USERS !== '') {
    settings.anonymousUsers = /^(1|true|yes|on)$/i.test(env.AUTH_ANONYMOUS_USERS);
  }
  if (env.AUTH_OAUTH_SERVER !== undefined && env.AUTH_OAUTH_SERVER !== '') {
    settings.oauthServer = /^(1|true|yes|on)$/i.test(env.AUTH_OAUTH_SERVER);
  }
  if (env.AUTH_MFA_TOTP !== undefined && env.AUTH_MFA_TOTP !== '') {
    settings.mfaTotp = /^(1|true|yes|on)$/i.test(env.AUTH_MFA_TOTP);
  }
  if (env.AUTH_MFA_WEB_AUTHN !== undefined && env.AUTH_MFA_WEB_AUTHN !== '') {
    settings.mfaWebAuthn = /^(1|true|yes|on)$/i.test(env.AUTH_MFA_WEB_AUTHN);
  }
  if (env.AUTH_SECURE_PASSWORD_CHANGE !== undefined && env.AUTH_SECURE_PASSWORD_CHANGE !== '') {
    settings.securePasswordChange = /^(1|true|yes|on)$/i.test(env.AUTH_SECURE_PASSWORD_CHANGE);
  }
  if (env.AUTH_SIGNING_KEYS_PATH) {
    let keys: unknown;
    try {
      keys = JSON.parse(readFileSync(env.AUTH_SIGNING_KEYS_PATH, 'utf8'));
    } catch (error) {
      throw new Error(`AUTH_SIGNING_KEYS_PATH must name a JSON file of private JWKs: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!Array.isArray(keys) || keys.length === 0 || keys.length > 10) {
      throw new Error('AUTH_SIGNING_KEYS_PATH must hold a JSON array of 1 to 10 private JWKs.');
    }
    settings.signingKeys = keys as JsonWebKey[];
  }
  const external = url(env, 'API_EXTERNAL_URL');
  if (external) settings.externalUrl = external;
  const interval = positiveInteger(env, 'AUTH_EMAIL_MIN_INTERVAL');
  if (interval !== undefined) settings.emailMinInterval = interval;
  const limits = { ...DEFAULT_AUTH_SETTINGS.rateLimits };
  limits.token = positiveInteger(env, 'AUTH_RATE_LIMIT_TOKEN') ?? limits.token;
  limits.verify = positiveInteger(env, 'AUTH_RATE_LIMIT_VERIFY') ?? limits.verify;
  limits.email = positiveInteger(env, 'AUTH_RATE_LIMIT_EMAIL') ?? limits.email;
  limits.windowSeconds = positiveInteger(env, 'AUTH_RATE_LIMIT_WINDOW') ?? limits.windowSeconds;
  settings.rateLimits = limits;
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (clientId && clientSecret) {
    settings.google = { issuer: url(env, 'GOOGLE_ISSUER') ?? GOOGLE_ISSUER, clientId, clientSecret };
  }
  if (env.SMTP_URL) settings.smtpUrl = env.SMTP_URL;
  if (env.SMTP_FROM) settings.mailFrom = env.SMTP_FROM;
  return settings;
}

export function resolveAuthSettings(partial: Partial<AuthSettings> = {}): AuthSettings {
  return {
    ...DEFAULT_AUTH_SETTINGS,
    ...partial,
    rateLimits: { ...DEFAULT_AUTH_SETTINGS.rateLimits, ...partial.rateLimits },
  };
}
