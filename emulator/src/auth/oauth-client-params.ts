/*
 * What an admin may send to the OAuth 2.1 server's client registry (`/admin/oauth/clients`), checked as
 * GoTrue's oauthserver package checks it: the same rules, limits, messages and error codes. Two additions,
 * both refusals GoTrue does not make: a redirect URI of more than 2048 bytes, and one holding a comma (the
 * list is stored comma-joined, as GoTrue stores it, so a comma would split the URI when read back).
 */
import { AuthError, validationFailed } from './errors';

export type ClientType = 'public' | 'confidential';
export type AuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

export const AUTH_METHODS: AuthMethod[] = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const MAX_REDIRECT_URIS = 10;
const MAX_REDIRECT_URI_BYTES = 2048;
const DANGEROUS_SCHEMES = ['javascript', 'data', 'file', 'vbscript', 'about', 'blob'];

export interface RegisterParams {
  redirectUris: string[];
  grantTypes: string[];
  clientType: ClientType;
  authMethod: AuthMethod;
  clientName: string;
  clientUri: string;
  logoUri: string;
}

export interface UpdateParams {
  redirectUris?: string[];
  grantTypes?: string[];
  clientName?: string;
  clientUri?: string;
  logoUri?: string;
  authMethod?: AuthMethod;
}

/** Go's `json.Decode` into GoTrue's struct: a field of the wrong type fails the whole body. */
const badJson = (field: string, expected: string): AuthError =>
  new AuthError(400, 'bad_json', `Invalid JSON body: ${field} must be ${expected}`);

/** A string field; null or absent is undefined (Go's zero value, or a nil pointer on update). */
function stringField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(field, 'a string');
  return value;
}

/** A list of strings; a null element decodes to "" in Go, and is refused as such further on. */
function listField(body: Record<string, unknown>, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badJson(field, 'an array of strings');
  return value.map((item) => {
    if (item === null) return '';
    if (typeof item !== 'string') throw badJson(field, 'an array of strings');
    return item;
  });
}

const goList = (values: readonly string[]): string => `[${values.join(' ')}]`;

/** GoTrue's validateRedirectURI (RFC 6749 §3.1.2): absolute, no fragment, plain HTTP only on loopback. */
function redirectUriProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty';
  if (Buffer.byteLength(uri) > MAX_REDIRECT_URI_BYTES) return `longer than ${MAX_REDIRECT_URI_BYTES} bytes`;
  if (uri.includes(',')) return 'a comma is not allowed in a redirect URI';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(uri)) return 'invalid URL format';
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/.exec(uri);
  const authority = match?.[2]?.replace(/^.*@/, '') ?? '';
  if (!match || authority === '') return 'must have scheme and host';
  try {
    new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  const scheme = match[1]!;
  if (DANGEROUS_SCHEMES.includes(scheme.toLowerCase())) {
    return `scheme '${scheme}' is not allowed for security reasons`;
  }
  if (scheme === 'http') {
    const host = authority.startsWith('[') ? authority.slice(1, authority.indexOf(']')) : authority.split(':')[0];
    if (host !== 'localhost' && host !== '127.0.0.1' && host !== '::1') return 'HTTP scheme only allowed for localhost';
  }
  const hash = uri.indexOf('#');
  if (hash !== -1 && hash < uri.length - 1) return 'fragment not allowed in redirect URI';
  return null;
}

function checkRedirectUris(uris: string[], required: boolean, prefix: string): void {
  if (required && uris.length === 0) throw validationFailed(`${prefix}redirect_uris is required`);
  if (uris.length === 0) throw validationFailed(`${prefix}redirect_uris cannot be empty`);
  if (uris.length > MAX_REDIRECT_URIS) throw validationFailed(`${prefix}redirect_uris cannot exceed 10 items`);
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`${prefix}invalid redirect_uri '${uri.slice(0, 200)}': ${problem}`);
  }
}

function checkGrantTypes(grantTypes: string[], prefix: string): void {
  if (grantTypes.length === 0) throw validationFailed(`${prefix}grant_types cannot be empty`);
  if (grantTypes.some((grant) => !GRANT_TYPES.includes(grant))) {
    throw validationFailed(`${prefix}grant_types must only contain 'authorization_code' and/or 'refresh_token'`);
  }
}

/** Go's url.ParseRequestURI: an absolute URI (with a scheme) or an absolute path, without control characters. */
function checkUri(field: 'client_uri' | 'logo_uri', value: string, prefix: string): void {
  if (value === '') return;
  if (Buffer.byteLength(value) > 2048) throw validationFailed(`${prefix}${field} cannot exceed 2048 characters`);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  const valid = /^([A-Za-z][A-Za-z0-9+.-]*:|\/)/.test(value) && !/[\u0000-\u001f\u007f ]/.test(value);
  if (!valid) throw validationFailed(`${prefix}${field} must be a valid URL`);
}

function checkName(name: string, prefix: string): void {
  if (Buffer.byteLength(name) > 1024) throw validationFailed(`${prefix}client_name cannot exceed 1024 characters`);
}

const inferClientType = (method: string): ClientType => (method === 'none' ? 'public' : 'confidential');

/** The body of POST /admin/oauth/clients, checked in GoTrue's order; its messages carry Go's "400: " prefix. */
export function readRegisterParams(body: Record<string, unknown>): RegisterParams {
  const redirectUris = listField(body, 'redirect_uris') ?? [];
  const grantTypes = listField(body, 'grant_types') ?? [];
  const clientType = stringField(body, 'client_type') ?? '';
  const authMethod = stringField(body, 'token_endpoint_auth_method') ?? '';
  const clientName = stringField(body, 'client_name') ?? '';
  const clientUri = stringField(body, 'client_uri') ?? '';
  const logoUri = stringField(body, 'logo_uri') ?? '';
  // GoTrue wraps the validation error it got (an HTTP error, printed as "400: message") in a new one.
  const prefix = '400: ';
  checkRedirectUris(redirectUris, true, prefix);
  if (grantTypes.length > 0) checkGrantTypes(grantTypes, prefix);
  checkName(clientName, prefix);
  checkUri('client_uri', clientUri, prefix);
  checkUri('logo_uri', logoUri, prefix);
  if (clientType !== '' && clientType !== 'public' && clientType !== 'confidential') {
    throw validationFailed(`${prefix}client_type must be 'public' or 'confidential'`);
  }
  if (authMethod !== '' && !AUTH_METHODS.includes(authMethod as AuthMethod)) {
    throw validationFailed(`${prefix}token_endpoint_auth_method must be one of: ${goList(AUTH_METHODS)}`);
  }
  if (clientType !== '' && authMethod !== '' && inferClientType(authMethod) !== clientType) {
    throw validationFailed(
      `client_type '${clientType}' is inconsistent with token_endpoint_auth_method '${authMethod}' (expected client_type '${inferClientType(authMethod)}')`,
    );
  }
  const type: ClientType =
    clientType !== '' ? (clientType as ClientType) : authMethod ? inferClientType(authMethod) : 'confidential';
  return {
    redirectUris,
    grantTypes: grantTypes.length > 0 ? grantTypes : [...GRANT_TYPES],
    clientType: type,
    authMethod: (authMethod || (type === 'public' ? 'none' : 'client_secret_basic')) as AuthMethod,
    clientName,
    clientUri,
    logoUri,
  };
}

/** The body of PUT /admin/oauth/clients/{id}: only the fields sent (null is "not sent", as a nil pointer). */
export function readUpdateParams(body: Record<string, unknown>, clientType: ClientType): UpdateParams {
  const params: UpdateParams = {
    redirectUris: listField(body, 'redirect_uris'),
    grantTypes: listField(body, 'grant_types'),
    clientName: stringField(body, 'client_name'),
    clientUri: stringField(body, 'client_uri'),
    logoUri: stringField(body, 'logo_uri'),
  };
  const authMethod = stringField(body, 'token_endpoint_auth_method');
  if (Object.values(params).every((value) => value === undefined) && authMethod === undefined) {
    throw validationFailed('No fields provided for update');
  }
  if (params.redirectUris) checkRedirectUris(params.redirectUris, false, '');
  if (params.grantTypes) checkGrantTypes(params.grantTypes, '');
  if (params.clientName !== undefined) checkName(params.clientName, '');
  if (params.clientUri !== undefined) checkUri('client_uri', params.clientUri, '');
  if (params.logoUri !== undefined) checkUri('logo_uri', params.logoUri, '');
  if (authMethod !== undefined) {
    if (!AUTH_METHODS.includes(authMethod as AuthMethod)) {
      throw validationFailed(`invalid token_endpoint_auth_method: must be one of ${goList(AUTH_METHODS)}`);
    }
    const allowed = AUTH_METHODS.filter((method) => inferClientType(method) === clientType);
    if (!allowed.includes(authMethod as AuthMethod)) {
      throw validationFailed(
        `token_endpoint_auth_method '${authMethod}' is not valid for client_type '${clientType}'; valid methods: ${goList(allowed)}`,
      );
    }
    params.authMethod = authMethod as AuthMethod;
  }
  return params;
}
