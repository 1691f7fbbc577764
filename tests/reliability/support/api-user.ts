import { randomUUID } from 'node:crypto';
import { BOARD_STATUSES } from '../../../src/lib/applications/statuses';

/** A signed-in user of an emulator, speaking plain HTTP as supabase-js would. */
export interface ApiUser {
  email: string;
  token: string;
  rest(path: string, init?: RequestInit): Promise<Response>;
}

export interface Application {
  id: string;
  company: string;
  position: string;
  status: string;
}

/** Board columns a move may target. */
export const STATUSES = BOARD_STATUSES;

/** Signs a new user up (the emulator runs with AUTH_AUTOCONFIRM, so sign-up answers with a session). */
export async function signUp(baseUrl: string, anonKey: string, label = 'user'): Promise<ApiUser> {
  const email = `${label}-${randomUUID()}@reliability.test`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'reliability-password' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  return userWithToken(baseUrl, anonKey, email, body.access_token);
}

export function userWithToken(baseUrl: string, anonKey: string, email: string, token: string): ApiUser {
  return {
    email,
    token,
    rest: (path, init = {}) =>
      fetch(`${baseUrl}/rest/v1/${path}`, {
        ...init,
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      }),
  };
}

/** The board's three calls, as the app makes them. */
export const boardCalls = {
  list: (user: ApiUser) => user.rest('job_applications?select=*&order=last_updated.desc,id.asc'),
  insert: (user: ApiUser, company: string, position = 'Product Designer') =>
    user.rest('job_applications?select=*', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ company, position, status: 'job_openings', source: 'linkedin', user_name: user.email }),
    }),
  move: (user: ApiUser, id: string, status: string) =>
    user.rest(`job_applications?id=eq.${id}&select=*`, {
      method: 'PATCH',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ status, last_updated: new Date().toISOString() }),
    }),
  remove: (user: ApiUser, id: string) => user.rest(`job_applications?id=eq.${id}`, { method: 'DELETE' }),
};
