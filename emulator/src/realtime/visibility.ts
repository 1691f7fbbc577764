import type { Database, SqlParam } from '../db/database';
import type { JwtClaims } from '../jwt';
import type { PublishedTable } from './capture';
import { filterSql, type ChangeFilter } from './filter';

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * The table's row security for `role` as one SQL condition over the row alias: the permissive policies
 * (any of them) and the restrictive ones (all of them) that apply to SELECT for the role, as Postgres
 * combines them. Tables without row security need only the privilege, which the query checks as well.
 */
function rowSecuritySql(table: PublishedTable, role: string): string {
  if (!table.rowSecurity || role === 'service_role') return 'true';
  const applies = table.policies.filter((policy) => policy.roles.includes('public') || policy.roles.includes(role));
  const permissive = applies.filter((policy) => policy.permissive).map((policy) => `(${policy.qual})`);
  const restrictive = applies.filter((policy) => !policy.permissive).map((policy) => `(${policy.qual})`);
  if (permissive.length === 0) return 'false';
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
}

export interface Verdict {
  visible: boolean;
  /** For each filter asked about, whether the row passes it. */
  matches: boolean[];
}

/**
 * Whether the subscriber may select `row` (the new row of an INSERT or UPDATE, the old one of a DELETE),
 * decided by Postgres in a transaction as the subscriber's role with its claims, as a REST select would be,
 * and which of `filters` the row passes. Read-only and rolled back.
 */
export async function checkRow(
  db: Database,
  table: PublishedTable,
  role: string,
  claims: JwtClaims,
  row: Record<string, unknown>,
  filters: readonly (ChangeFilter | null)[],
): Promise<Verdict> {
  const [verdict] = await checkRows(db, table, role, claims, [row], filters);
  return verdict!;
}

/**
 * `checkRow` for several rows of one table at once, in one transaction and one query: a batch of changes
 * (an import's thirty rows) costs a subscriber one round trip, not thirty, so on PGlite it does not queue
 * ahead of the next request for long. The verdicts are in the rows' order.
 */
export async function checkRows(
  db: Database,
  table: PublishedTable,
  role: string,
  claims: JwtClaims,
  rows: readonly Record<string, unknown>[],
  filters: readonly (ChangeFilter | null)[],
): Promise<Verdict[]> {
  if (rows.length === 0) return [];
  const alias = quote(table.table);
  const target = `${quote(table.schema)}.${alias}`;
  const params: string[] = [JSON.stringify(rows), `${quote(table.schema)}.${quote(table.table)}`];
  const filterColumns = filters.map((filter, i) => `${filter ? filterSql(filter, alias, params) : 'true'} as f${i}`);
  const sql = `select _e.n as n, has_table_privilege($2, 'select') and (${rowSecuritySql(table, role)}) as visible
      ${filterColumns.map((column) => `, ${column}`).join('')}
    from jsonb_array_elements($1::jsonb) with ordinality as _e(value, n),
      lateral jsonb_populate_record(null::${target}, _e.value) as ${alias}
    order by _e.n`;
  return db.transaction(
    async (tx) => {
      await tx.query(
        `select set_config('search_path', 'public', true), set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true), set_config('TimeZone', 'UTC', true),
                set_config('statement_timeout', '5s', true)`,
        [role, JSON.stringify(claims)],
      );
      const result = await tx.query(sql, params as SqlParam[]);
      const yes = (value: unknown) => value === true || value === 'true' || value === 't';
      return result.rows.map((row) => ({
        visible: yes(row.visible),
        matches: filters.map((_, i) => yes(row[`f${i}`])),
      }));
    },
    { readOnly: true },
  );
}
