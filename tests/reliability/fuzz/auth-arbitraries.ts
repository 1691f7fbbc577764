import fc from 'fast-check';
import { text } from './rest-arbitraries';

// Arbitraries for GoTrue requests: the endpoints supabase-js calls, with bodies from plausible to absurd.

const email = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('fuzz@auth.test', 'FUZZ@AUTH.TEST', ' fuzz@auth.test ', 'a@b', '@', '') },
  { weight: 2, arbitrary: text },
);
const password = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 60, maxLength: 90 }) },
  { weight: 1, arbitrary: fc.constant('fuzz-password') },
);
const anyValue = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));

const fields = fc.record(
  {
    email: fc.oneof({ weight: 4, arbitrary: email }, { weight: 1, arbitrary: anyValue }),
    password: fc.oneof({ weight: 4, arbitrary: password }, { weight: 1, arbitrary: anyValue }),
    data: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }), anyValue),
    refresh_token: fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), anyValue),
    auth_code: fc.oneof(fc.uuid().map(String), anyValue),
    code_verifier: fc.oneof(fc.string({ minLength: 43, maxLength: 60 }), anyValue),
    code_challenge: fc.string({ maxLength: 60 }),
    code_challenge_method: fc.constantFrom('s256', 'plain', 'S256', 'x'),
    token_hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{56}$/), anyValue),
    type: fc.constantFrom(
      'signup',
      'recovery',
      'magiclink',
      'email',
      'invite',
      'email_change',
      'email_change_current',
      'email_change_new',
      'sms',
      'x',
    ),
    redirect_to: fc.oneof(fc.webUrl(), text),
    gotrue_meta_security: fc.constant({}),
    token: fc.oneof(fc.stringMatching(/^\d{6}$/), anyValue),
    phone: fc.oneof(fc.constantFrom('+15555550100', '555-invalid'), anyValue),
    create_user: fc.oneof(fc.boolean(), anyValue),
    new_email: email,
    user_metadata: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }), anyValue),
    app_metadata: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }), anyValue),
    email_confirm: fc.oneof(fc.boolean(), anyValue),
    ban_duration: fc.oneof(fc.constantFrom('1h', '90s', 'none', '1x', ''), anyValue),
    should_soft_delete: fc.oneof(fc.boolean(), anyValue),
    factor_type: fc.constantFrom('totp', 'phone', 'webauthn', 'x'),
    friendly_name: fc.oneof(fc.string({ maxLength: 20 }), anyValue),
    challenge_id: fc.oneof(fc.uuid().map(String), anyValue),
    code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyValue),
  },
  { requiredKeys: [] },
);

export const authBody = fc.oneof(
  { weight: 6, arbitrary: fields.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** Method and path of each auth endpoint, with the query strings supabase-js adds and some it never does. */
export const authEndpoint = fc.oneof(
  fc.constant({ method: 'POST', path: 'signup' }),
  fc
    .constantFrom('password', 'refresh_token', 'pkce', 'id_token', 'x', '')
    .map((grant) => ({ method: 'POST', path: `token?grant_type=${grant}` })),
  fc.constant({ method: 'POST', path: 'recover' }),
  fc.constant({ method: 'POST', path: 'verify' }),
  fc.constant({ method: 'PUT', path: 'user' }),
  fc.constantFrom('global', 'local', 'others', 'x').map((scope) => ({ method: 'POST', path: `logout?scope=${scope}` })),
  fc
    .tuple(fc.constantFrom('signup', 'recovery', 'magiclink', 'invite', 'email_change', 'x'), text)
    .map(([type, token]) => ({ method: 'GET', path: `verify?type=${type}&token=${encodeURIComponent(token)}` })),
  fc.constantFrom('otp', 'magiclink', 'resend', 'invite', 'admin/generate_link', 'factors', 'sso').map((path) => ({
    method: 'POST',
    path,
  })),
  fc.constant({ method: 'GET', path: 'reauthenticate' }),
  fc
    .tuple(fc.constantFrom('', '1', '-1', 'x'), fc.constantFrom('', '2', '5000', 'x'), text)
    .map(([page, perPage, filter]) => ({
      method: 'GET',
      path: `admin/users?page=${page}&per_page=${perPage}&filter=${encodeURIComponent(filter)}`,
    })),
  fc.constant({ method: 'POST', path: 'admin/users' }),
  fc
    .tuple(fc.constantFrom('GET', 'PUT', 'DELETE'), fc.oneof(fc.uuid().map(String), text))
    .map(([method, id]) => ({ method, path: `admin/users/${encodeURIComponent(id)}` })),
  fc
    .tuple(fc.oneof(fc.uuid().map(String), text), fc.constantFrom('challenge', 'verify'))
    .map(([id, action]) => ({ method: 'POST', path: `factors/${encodeURIComponent(id)}/${action}` })),
  fc.oneof(fc.uuid().map(String), text).map((id) => ({ method: 'DELETE', path: `factors/${encodeURIComponent(id)}` })),
  fc.constant({ method: 'GET', path: 'user/identities/authorize?provider=google' }),
);

export const authToken = fc.constantFrom('none', 'user', 'garbage', 'anon', 'service');
