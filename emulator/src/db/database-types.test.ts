import { resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const DATABASE_TS = resolve(import.meta.dirname, '../../../packages/supabase-client/src/database.ts');

/**
 * Columns the migrations make that the app's types leave out on purpose, each with its reason. A column
 * added in SQL and not here nor in `database.ts` fails this test.
 */
const NOT_IN_TYPES: Record<string, string> = {
  'calendar_feeds.token_hash': 'only the feed function reads it; the app never sees a feed’s hash',
  'morning_emails.last_morning_on': 'bookkeeping of the morning e-mail job, not read by the app',
  'morning_emails.updated_at': 'bookkeeping of the morning e-mail job, not read by the app',
};

/** What the types name beside a table's columns: PostgREST's computed fields (a function of the row). */
const COMPUTED_FIELDS: Record<string, string> = {
  'application_stages.application_count': 'public.application_count(application_stages)',
};

/** Each table and view of `Database['public']` in database.ts, with the names of its Row's properties. */
function typedColumns(): Map<string, string[]> {
  const program = ts.createProgram([DATABASE_TS], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(DATABASE_TS)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )!;
  const prop = (type: ts.Type, name: string) => checker.getTypeOfSymbol(type.getProperty(name)!);
  const schema = prop(checker.getTypeAtLocation(database.name), 'public');
  const tables = new Map<string, string[]>();
  for (const group of ['Tables', 'Views']) {
    for (const table of prop(schema, group).getProperties()) {
      const row = prop(checker.getTypeOfSymbol(table), 'Row');
      tables.set(
        table.name,
        row
          .getProperties()
          .map((column) => column.name)
          .sort(),
      );
    }
  }
  return tables;
}

describe('packages/supabase-client/src/database.ts against the migrations', () => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator('pglite');
  });
  afterAll(() => emulator?.stop());

  it('types every table and view of the public schema with exactly the columns the migrations made', async () => {
    const { rows } = await emulator.database.query(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
        order by c.table_name, c.column_name`,
    );
    const columns = (rows as { table_name: string; column_name: string }[]).map(
      ({ table_name, column_name }) => `${table_name}.${column_name}`,
    );
    // The lists of exceptions name real columns, and the computed fields real functions: they cannot rot.
    expect(Object.keys(NOT_IN_TYPES).filter((column) => !columns.includes(column))).toEqual([]);
    const { rows: functions } = await emulator.database.query(
      `select p.proname || '(' || format_type(p.proargtypes[0], null) || ')' as signature
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.pronargs = 1`,
    );
    const signatures = (functions as { signature: string }[]).map((row) => `public.${row.signature}`);
    expect(Object.values(COMPUTED_FIELDS).filter((signature) => !signatures.includes(signature))).toEqual([]);

    const expected = new Map<string, string[]>();
    for (const column of [...columns, ...Object.keys(COMPUTED_FIELDS)].sort()) {
      if (NOT_IN_TYPES[column]) continue;
      const [table, name] = column.split('.') as [string, string];
      expected.set(table, [...(expected.get(table) ?? []), name]);
    }
    const typed = typedColumns();
    expect(Object.fromEntries([...typed].sort())).toEqual(Object.fromEntries([...expected].sort()));
  });
});
