import { requireEnv } from './http.ts';

/** Calls a database function through the project's REST API with the service-role key. */
export async function callAsService<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text}`);
  // A function returning void answers 204 without a body.
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** Where links into the app lead: APP_URL, the page the tracker is mounted on. */
export const appUrl = (): string | undefined => Deno.env.get('APP_URL') || undefined;
