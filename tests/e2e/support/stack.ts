import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { MailMessage } from '../../../emulator/src/dev/mailbox';
import { E2E_PORTS } from '../../../playwright.config';

// The emulator the end-to-end stack runs, spoken to over HTTP as a user's browser would.
export const EMULATOR_URL = `http://127.0.0.1:${E2E_PORTS.emulator}`;
export const DEMO = { email: 'demo@jobtracker.test', password: 'demo-password', name: 'Demo Designer' };

function stackKeys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../.data/e2e/keys.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
}

export function anonKey(): string {
  return stackKeys().anonKey;
}

/**
 * A user whose address is not confirmed and who was sent no e-mail yet (GoTrue's admin API), so a first
 * "resend" is not held back by the interval between e-mails.
 */
export async function createUnconfirmedUser(email: string, password: string): Promise<void> {
  await adminCreateUser({ email, password, email_confirm: false });
}

/** POST /auth/v1/admin/users with the stack's service key. */
export async function adminCreateUser(body: Record<string, unknown>): Promise<void> {
  const { serviceRoleKey } = stackKeys();
  const response = await fetch(`${EMULATOR_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin createUser failed: ${response.status} ${await response.text()}`);
}

/** The newest e-mail to an address, waiting for it to arrive. */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR_URL}/_dev/mailbox.json`);
    const messages = (await response.json()) as MailMessage[];
    const found = messages.find((message) => message.to === to && subject.test(message.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail "${subject}" to ${to} arrived within ${timeoutMs} ms.`);
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@studio.test`;
}

async function auth(path: string, body: unknown): Promise<Response> {
  return fetch(`${EMULATOR_URL}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * A user whose address is confirmed, made in one call to GoTrue's admin API (for tests that are not about
 * signing up: the sign-up and its confirmation e-mail have their own journeys in auth.spec.ts), named as a
 * sign-up without a name would be.
 */
export async function createConfirmedUser(email: string, password: string): Promise<void> {
  await adminCreateUser({ email, password, email_confirm: true, user_metadata: { full_name: email.split('@')[0] } });
}

/** A user's whole session from a password sign-in, as an attacker would take it for their own account. */
export async function passwordSession(
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string; expires_in: number; expires_at: number }> {
  const response = await auth('token?grant_type=password', { email, password });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at: number;
  };
}

/** Counts the page's PKCE code exchanges (`POST /auth/v1/token?grant_type=pkce`). */
export function countCodeExchanges(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auth/v1/token?grant_type=pkce')) count += 1;
  });
  return () => count;
}

/** A user's access token, for setting up or checking data behind the UI's back. */
export async function accessToken(email: string, password: string): Promise<string> {
  return (await passwordSession(email, password)).access_token;
}

export async function rest(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${EMULATOR_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

/** Runs a scheduled job at once, as `npm run emulator -- run-job <name>` does (the stack's service key). */
export async function runJob(name: string): Promise<{ status: number; body: unknown }> {
  const { serviceRoleKey } = stackKeys();
  const response = await fetch(`${EMULATOR_URL}/_dev/jobs/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceRoleKey}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
