// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Catalogue, quoteIdent, type TableInfo } from './catalogue';
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
