import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import { AuthError } from './errors';
import { pkceMatches } from './secrets';
import type { PkceRequest } from './validation';

export interface FlowState {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: string;
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  created_at: string;
}

export async function createFlowState(
  db: Queryable,
  input: { pkce: PkceRequest; provider: string; method: string; userId?: string | null },
): Promise<FlowState> {
  const id = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7)`,
    [id, input.userId ?? null, randomUUID(), input.pkce.method, input.pkce.challenge, input.provider, input.method],
  );
  return (await findFlowState(db, 'id', id))!;
}

export async function findFlowState(db: Queryable, by: 'id' | 'auth_code', value: string): Promise<FlowState | null> {
  const [flow] = await queryJson<FlowState>(db, `select * from auth.flow_state where ${by}::text = $1`, [value]);
  return flow ?? null;
}

/** Checks and consumes the flow of `grant_type=pkce`; it lives `lifetime` seconds. */
export async function redeemFlowState(
  db: Queryable,
  authCode: string,
  verifier: string,
  lifetime: number,
): Promise<FlowState> {
  const flow = await findFlowState(db, 'auth_code', authCode);
  if (!flow || !flow.user_id) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (Date.now() - new Date(flow.created_at).getTime() > lifetime * 1000) {
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!pkceMatches(flow.code_challenge_method, flow.code_challenge, verifier)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id]);
  return flow;
}
