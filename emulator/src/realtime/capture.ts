import type { Database } from '../db/database';

/** The NOTIFY channel the capture triggers signal on; the change rows themselves wait in a table. */
export const CHANGES_CHANNEL = 'emulator_realtime';

export interface ColumnInfo {
  name: string;
  /** The type's name as hosted Realtime sends it (`int8`, `text`, `_text` for arrays). */
  type: string;
}

export interface PolicyInfo {
  permissive: boolean;
  /** Role names; `public` applies to every role. */
  roles: string[];
  /** The policy's USING expression, as Postgres deparses it. */
  qual: string;
}

/** What realtime needs to know about one table of the publication. */
export interface PublishedTable {
  schema: string;
  table: string;
  columns: ColumnInfo[];
  /** The replica identity's columns (primary key or identity index); every column when FULL. */
  identity: string[];
  rowSecurity: boolean;
  policies: PolicyInfo[];
}

export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

/*
 * INSERT and DELETE are captured by statement triggers over transition tables (one insert into the change
 * table per statement, whatever the number of rows); UPDATE by a row trigger, which pairs old and new rows
 * without relying on a key. Each trigger writes the full rows; what a subscriber sees is cut down later.
 */
const SETUP_SQL = `
create table if not exists emulator.realtime_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  change_type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default statement_timestamp()
);

create or replace function emulator.realtime_capture_rows() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into emulator.realtime_changes (schema_name, table_name, change_type, record)
      select tg_table_schema, tg_table_name, 'INSERT', to_jsonb(n) from realtime_new_rows n;
  else
    insert into emulator.realtime_changes (schema_name, table_name, change_type, old_record)
      select tg_table_schema, tg_table_name, 'DELETE', to_jsonb(o) from realtime_old_rows o;
  end if;
  perform pg_notify('${CHANGES_CHANNEL}', '');
  return null;
end
$$;

create or replace function emulator.realtime_capture_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into emulator.realtime_changes (schema_name, table_name, change_type, record, old_record)
    values (tg_table_schema, tg_table_name, 'UPDATE', to_jsonb(new), to_jsonb(old));
  perform pg_notify('${CHANGES_CHANNEL}', '');
  return null;
end
$$;

revoke all on function emulator.realtime_capture_rows(), emulator.realtime_capture_update() from public;
`;

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Creates the change table and puts capture triggers on every table of `supabase_realtime` (idempotent). */
export async function installCapture(db: Database): Promise<PublishedTable[]> {
  await db.exec(SETUP_SQL);
  const tables = await loadPublishedTables(db);
  const triggered = await db.query(
    `select n.nspname as schema, c.relname as table
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = 'emulator_realtime_insert'`,
  );
  const done = new Set(triggered.rows.map((row) => `${row.schema}.${row.table}`));
  for (const { schema, table } of tables) {
    if (done.has(`${schema}.${table}`)) continue;
    const target = `${quote(schema)}.${quote(table)}`;
    await db.exec(`
      create trigger emulator_realtime_insert after insert on ${target}
        referencing new table as realtime_new_rows
        for each statement execute function emulator.realtime_capture_rows();
      create trigger emulator_realtime_delete after delete on ${target}
        referencing old table as realtime_old_rows
        for each statement execute function emulator.realtime_capture_rows();
      create trigger emulator_realtime_update after update on ${target}
        for each row execute function emulator.realtime_capture_update();`);
  }
  return tables;
}

async function loadPublishedTables(db: Database): Promise<PublishedTable[]> {
  const { rows } = await db.query(
    `select n.nspname as schema, c.relname as table, c.relrowsecurity::text as rls,
            (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::text as columns,
            (select coalesce(json_agg(a.attname order by a.attnum), '[]')
               from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and (
                c.relreplident = 'f'
                or (c.relreplident = 'd' and a.attnum = any (
                  (select i.indkey from pg_index i where i.indrelid = c.oid and i.indisprimary)::int2[]))
                or (c.relreplident = 'i' and a.attnum = any (
                  (select i.indkey from pg_index i where i.indrelid = c.oid and i.indisreplident)::int2[]))
              ))::text as identity,
            (select coalesce(json_agg(json_build_object(
                      'permissive', p.polpermissive,
                      'roles', (select coalesce(json_agg(case when r = 0 then 'public' else r::regrole::text end), '[]')
                                  from unnest(p.polroles) r),
                      'qual', coalesce(pg_get_expr(p.polqual, p.polrelid), 'true'))), '[]')
               from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*'))::text as policies
       from pg_publication_rel pr
       join pg_publication pub on pub.oid = pr.prpubid
       join pg_class c on c.oid = pr.prrelid
       join pg_namespace n on n.oid = c.relnamespace
      where pub.pubname = 'supabase_realtime'
      order by 1, 2`,
  );
  return rows.map((row) => ({
    schema: String(row.schema),
    table: String(row.table),
    rowSecurity: row.rls === 'true',
    columns: JSON.parse(String(row.columns)) as ColumnInfo[],
    identity: JSON.parse(String(row.identity)) as string[],
    policies: JSON.parse(String(row.policies)) as PolicyInfo[],
  }));
}

/** Takes every committed change out of the change table, oldest first. */
export async function takeChanges(db: Database): Promise<Change[]> {
  const { rows } = await db.query(
    `with taken as (delete from emulator.realtime_changes returning *)
     select id, schema_name, table_name, change_type, record::text as record, old_record::text as old_record,
            to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as committed_at
       from taken order by id`,
  );
  return rows.map((row) => ({
    schema: String(row.schema_name),
    table: String(row.table_name),
    type: row.change_type as Change['type'],
    record: row.record == null ? null : (JSON.parse(row.record) as Record<string, unknown>),
    oldRecord: row.old_record == null ? null : (JSON.parse(row.old_record) as Record<string, unknown>),
    commitTimestamp: String(row.committed_at),
  }));
}
