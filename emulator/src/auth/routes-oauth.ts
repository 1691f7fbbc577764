import type { IncomingMessage, ServerResponse } from 'node:http';
import { signJwt, verifyJwt } from '../jwt';
import type { AuthContext } from './context';
import { AuthError, validationFailed } from './errors';
import { createFlowState, findFlowState } from './flow-state';
import { userForProvider } from './oauth-users';
import { allowedRedirect } from './redirects';
import { randomToken } from './secrets';
import { startSession } from './sessions';
import { pkceRequest } from './validation';

const STATE_LIFETIME = 10 * 60;

function redirect(res: ServerResponse, status: number, location: string): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.end();
}

function withHash(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(values).toString();
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * A failed provider sign-in goes back to the app as GoTrue sends it: the error in the query and in the
 * fragment (which supabase-js reads in either flow), with `sb` marking the redirect as Supabase Auth's.
 */
function withError(target: string, error: AuthError): string {
  const url = new URL(target);
  const kind =
    error.code === 'provider_email_needs_verification'
      ? 'access_denied'
      : (OAUTH_ERRORS[error.status] ?? 'server_error');
  const values = { error: kind, error_code: error.code, error_description: error.message };
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  url.hash = new URLSearchParams({ ...values, sb: '' }).toString();
  return url.toString();
}

/** GET /authorize?provider=google: sends the browser to the provider with a signed state. */
export async function authorize(_req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const provider = url.searchParams.get('provider');
  if (provider !== 'google' || !ctx.google) {
    throw validationFailed('Unsupported provider: provider is not enabled');
  }
  const redirectTo = allowedRedirect(
    url.searchParams.get('redirect_to'),
    ctx.settings.siteUrl,
    ctx.settings.redirectUrls,
  );
  const pkce = pkceRequest(url.searchParams.get('code_challenge'), url.searchParams.get('code_challenge_method'));
  const flow = pkce ? await createFlowState(ctx.db, { pkce, provider, method: 'oauth' }) : null;
  const nonce = randomToken(16);
  const now = Math.floor(Date.now() / 1000);
  const state = signJwt(
    {
      purpose: 'oauth_state',
      provider,
      redirect_to: redirectTo,
      flow_state_id: flow?.id ?? null,
      nonce,
      iat: now,
      exp: now + STATE_LIFETIME,
    },
    ctx.keys.jwtSecret,
  );
  const scopes = new Set([
    'openid',
    'email',
    'profile',
    ...(url.searchParams.get('scopes') ?? '').split(/[\s,]+/).filter(Boolean),
  ]);
  const params: Record<string, string> = {
    client_id: ctx.google.settings.clientId,
    redirect_uri: `${ctx.externalUrl()}/auth/v1/callback`,
    response_type: 'code',
    scope: [...scopes].join(' '),
    state,
    nonce,
  };
  for (const passThrough of ['access_type', 'prompt', 'login_hint', 'hd']) {
    const value = url.searchParams.get(passThrough);
    if (value) params[passThrough] = value;
  }
  redirect(res, 302, await ctx.google.authorizationUrl(params));
}

/** GET /callback: the provider's answer; signs the user in and returns them to the app. */
export async function callback(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const verified = verifyJwt(url.searchParams.get('state') ?? '', ctx.keys.jwtSecret, 0);
  if (!verified.ok || verified.claims.purpose !== 'oauth_state' || !ctx.google) {
    throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid');
  }
  const state = verified.claims as {
    redirect_to: string;
    flow_state_id: string | null;
    nonce: string;
    provider: string;
  };
  const providerError = url.searchParams.get('error');
  const code = url.searchParams.get('code');
  if (providerError || !code) {
    return redirect(
      res,
      303,
      withHash(state.redirect_to, {
        error: providerError ?? 'invalid_request',
        error_code: 'bad_oauth_callback',
        error_description: url.searchParams.get('error_description') ?? 'The provider returned no authorization code',
      }),
    );
  }
  let tokens;
  try {
    tokens = await ctx.google.exchange(code, `${ctx.externalUrl()}/auth/v1/callback`, state.nonce);
  } catch (error) {
    console.error(`Google sign-in failed: ${(error as Error).message}`);
    return redirect(
      res,
      303,
      withHash(state.redirect_to, {
        error: 'server_error',
        error_code: 'unexpected_failure',
        error_description: 'Unable to exchange external code',
      }),
    );
  }
  let location: string;
  try {
    location = await ctx.db.transaction(async (tx) => {
      const outcome = await userForProvider(tx, ctx, state.provider, tokens.claims, state.redirect_to);
      if ('error' in outcome) return withError(state.redirect_to, outcome.error);
      const { userId } = outcome;
      if (state.flow_state_id) {
        const flow = await findFlowState(tx, 'id', state.flow_state_id);
        if (!flow) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        await tx.query(
          `update auth.flow_state set user_id = $2, provider_access_token = $3, provider_refresh_token = $4,
             auth_code_issued_at = now(), updated_at = now() where id = $1`,
          [flow.id, userId, tokens.accessToken, tokens.refreshToken],
        );
        const target = new URL(state.redirect_to);
        target.searchParams.set('code', flow.auth_code);
        return target.toString();
      }
      const session = await startSession(tx, ctx.sessions(), userId, 'oauth', req);
      const fragment: Record<string, string> = {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
      };
      if (tokens.accessToken) fragment.provider_token = tokens.accessToken;
      if (tokens.refreshToken) fragment.provider_refresh_token = tokens.refreshToken;
      return withHash(state.redirect_to, fragment);
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    location = withError(state.redirect_to, error);
  }
  redirect(res, 303, location);
}
