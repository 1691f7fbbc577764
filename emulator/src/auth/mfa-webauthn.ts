/*
 * WebAuthn factors as far as the emulator takes them: enrolling one (an unverified factor) and challenging
 * it, which answers the WebAuthn creation options GoTrue's go-webauthn library builds and keeps the
 * challenge. Verifying an authenticator's attestation (and later its assertions) is not implemented: verify
 * says so, and the factor stays unverified, so it never counts towards aal2.
 */
import { randomBytes } from 'node:crypto';
import type { AuthContext } from './context';
import { AuthError, validationFailed } from './errors';
import type { Caller } from './sessions';

/** go-webauthn's default credential parameters: ES256, ES384, ES512, RS256…RS512, PS256…PS512, EdDSA. */
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8];
/** go-webauthn's default registration timeout, in milliseconds. */
const TIMEOUT_MS = 300_000;

/** The relying party: the site's host, as a project's WebAuthn settings default to it. */
function relyingParty(ctx: AuthContext): { id: string; name: string } {
  const host = new URL(ctx.settings.siteUrl).hostname;
  return { id: host, name: host };
}

/**
 * The `webauthn` part of a challenge of an unverified factor (`type: 'create'`), and the session data kept
 * with the challenge (what verifying would check the authenticator's answer against).
 */
export function webAuthnCreation(
  ctx: AuthContext,
  caller: Caller,
): { response: Record<string, unknown>; session: Record<string, unknown> } {
  const challenge = randomBytes(32).toString('base64url');
  const rp = relyingParty(ctx);
  const email = caller.user.email ?? '';
  const userId = Buffer.from(caller.user.id.replaceAll('-', ''), 'hex').toString('base64url');
  const publicKey = {
    rp,
    user: { name: email, displayName: email, id: userId },
    challenge,
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: TIMEOUT_MS,
    authenticatorSelection: { requireResidentKey: false, userVerification: 'preferred' },
  };
  return {
    response: { type: 'create', credential_options: { publicKey } },
    session: { challenge, rp_id: rp.id, user_id: userId, user_verification: 'preferred' },
  };
}

/** POST /factors/{id}/verify of a WebAuthn factor: GoTrue's checks of the body, then the emulator's limit. */
export function refuseWebAuthnVerify(body: Record<string, unknown>): never {
  const params = body.webauthn;
  if (params === undefined || params === null) throw validationFailed('WebAuthn config required');
  if (typeof params !== 'object' || Array.isArray(params)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: webauthn must be an object');
  }
  const { type, credential_response: response } = params as Record<string, unknown>;
  if (type !== 'create' && type !== 'request') throw validationFailed('WebAuthn type must be create or request');
  if (response === undefined || response === null) throw validationFailed('credential_response required');
  throw new AuthError(
    422,
    'webauthn_verification_failed',
    'The emulator does not verify WebAuthn credentials: WebAuthn factors can be enrolled and challenged, not verified',
  );
}
