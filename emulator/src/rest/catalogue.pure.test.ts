// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Catalogue, keysThroughViews, quoteIdent, type TableInfo } from './catalogue';
import { RestError } from './errors';

const table = (name: string): TableInfo => ({ name, kind: 'table', columns: new Map(), primaryKey: [], uniques: [] });

describe('Catalogue.table', () => {
  const catalogue = new Catalogue(
    new Map([
      ['Jobs', table('Jobs')],
      ['notes', table('notes')],
    ]),
  );

  it('finds a table by its exact name', () => {
    expect(catalogue.table('Jobs').name).toBe('Jobs');
  });

  it('answers PGRST205 for a missing table, hinting at one that differs only in case', () => {
    const refusal = (name: string) => {
      try {
        catalogue.table(name);
      } catch (error) {
        expect(error).toBeInstanceOf(RestError);
        const { status, code, message, hint } = error as RestError;
        return { status, code, message, hint };
      }
      throw new Error('found');
    };
    expect(refusal('jobs')).toEqual({
      status: 404,
      code: 'PGRST205',
      message: "Could not find the table 'public.jobs' in the schema cache",
      hint: "Perhaps you meant the table 'public.Jobs'",
    });
    expect(refusal('NOTES').hint).toBe("Perhaps you meant the table 'public.notes'");
    expect(refusal('job').hint).toBeNull();
  });
});

describe('quoteIdent', () => {
  it('quotes a name and doubles its quotes', () => {
    expect(quoteIdent('a "b" c')).toBe('"a ""b"" c"');
  });
});

describe('keysThroughViews', () => {
  const shaped = (name: string, columns: string[], primaryKey: string[] = [], uniques: string[][] = []): TableInfo => ({
    name,
    kind: 'table',
    columns: new Map(columns.map((column) => [column, { name: column, type: 'int4' }])),
    primaryKey,
    uniques,
  });

  it('copies a key onto every view, and view of a view, showing all its columns, with their unique keys', () => {
    const tables = new Map([
      ['t', shaped('t', ['id', 'slug'], ['id'], [['id'], ['slug']])],
      ['r', shaped('r', ['rid', 'tid'])],
      ['v', shaped('v', ['id', 'slug'])],
      ['vv', shaped('vv', ['id'])],
      ['w', shaped('w', ['slug'], ['slug'])],
    ]);
    const sources = new Map([
      ['v', 't'],
      ['vv', 'v'],
      ['w', 't'],
      ['gone', 't'],
    ]);
    const key = { name: 'r_tid', table: 'r', columns: ['tid'], refTable: 't', refColumns: ['id'] };
    const keys = keysThroughViews([key], tables, sources);
    expect(keys.map((one) => `${one.table}->${one.refTable}`)).toEqual(['r->t', 'r->v', 'r->vv']);
    expect(keys.every((one) => one.name === 'r_tid' && one.columns[0] === 'tid')).toBe(true);
    expect(tables.get('v')).toMatchObject({ primaryKey: ['id'], uniques: [['id'], ['slug']] });
    // A view that hides the primary key keeps its own, and only the unique keys it shows.
    expect(tables.get('w')).toMatchObject({ primaryKey: ['slug'], uniques: [['slug']] });
  });
});
