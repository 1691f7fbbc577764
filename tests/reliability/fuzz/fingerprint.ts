import type { Database } from '../../../emulator/src/db/database';

// A digest of every row a request could write, read by the superuser behind the API's back: if a
// rejected request leaves it unchanged, the request wrote nothing.

const digest = (table: string) =>
  `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`;

const DATA_TABLES = ['public.job_applications', 'public.portfolios', 'public.casestudies', 'public.lookup_values'];
const AUTH_TABLES = [
  'auth.users',
  'auth.identities',
  'auth.sessions',
  'auth.refresh_tokens',
  'auth.mfa_amr_claims',
  'auth.flow_state',
  'auth.mfa_factors',
  'auth.mfa_challenges',
  'emulator.mailbox',
];

async function fingerprint(db: Database, tables: string[]): Promise<string> {
  const { rows } = await db.query(`select concat_ws(',', ${tables.map(digest).join(', ')}) as digest`);
  return rows[0]!.digest!;
}

export const dataFingerprint = (db: Database) => fingerprint(db, DATA_TABLES);
export const authFingerprint = (db: Database) => fingerprint(db, AUTH_TABLES);
