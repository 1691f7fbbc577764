import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';

/** An error answered as GoTrue does; `extra` carries fields such as `weak_password`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuth-shaped error (`{error, error_description}`, always 400), as the id_token grant answers. */
export class OAuthError extends AuthError {
  constructor(
    readonly error: string,
    description: string,
  ) {
    super(400, '', description);
  }
}

const API_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/** The client's `X-Supabase-Api-Version` when it names 2024-01-01 or later, which switches error shapes. */
export function apiVersion(req: IncomingMessage): string | null {
  const raw = req.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && API_VERSION.test(value) && value >= '2024-01-01' ? value : null;
}

export function sendAuthJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const version = apiVersion(req);
  sendJson(res, status, body, version ? { 'X-Supabase-Api-Version': version } : {});
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const version = apiVersion(req);
  if (error instanceof OAuthError) {
    sendJson(
      res,
      400,
      { error: error.error, error_description: error.message },
      version ? { 'X-Supabase-Api-Version': version } : {},
    );
    return;
  }
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (version) headers['X-Supabase-Api-Version'] = version;
  const body = version
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  sendJson(res, error.status, body, headers);
}

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const otpExpired = (): AuthError => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
export const validationFailed = (message: string): AuthError => new AuthError(400, 'validation_failed', message);
/** GoTrue's answer to any new user while sign-ups are off (DISABLE_SIGNUP). */
export const signupDisabled = (): AuthError =>
  new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

/** What GoTrue answers for a feature or provider that is switched off (or that the emulator does not have). */
export const phoneProviderDisabled = (message: string, status = 400): AuthError =>
  new AuthError(status, 'phone_provider_disabled', message);
