// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FunctionInfo, TableInfo } from './catalogue';
import { RestError } from './errors';
import { parseFilter, parseLogicTree } from './filter-grammar';
import { parseOrder } from './select-grammar';
import { fieldSql, orderSql, Params, tableRef, whereSql } from './where-sql';

// The SQL of filters and orders: names quoted, every value a bound parameter, each operator Postgres's own.
const table: TableInfo = {
  name: 'we"ird',
  kind: 'table',
  columns: new Map(['a', 'tags', 'data', 'doc', 'span'].map((name) => [name, { name, type: 'text' }])),
  primaryKey: ['a'],
  uniques: [['a']],
  computed: new Map([['shout', {} as FunctionInfo]]),
};
const where = (key: string, value: string) => {
  const params = new Params();
  return { sql: whereSql([parseFilter(key, value)], table, params), params: params.values };
};

describe('whereSql', () => {
  it('is true without filters, and joins several with and', () => {
    expect(whereSql([], table, new Params())).toBe('true');
    const params = new Params();
    expect(whereSql([parseFilter('a', 'eq.1'), parseFilter('a', 'neq.2')], table, params, 'r')).toBe(
      'r."a" = $1 and r."a" <> $2',
    );
    expect(params.values).toEqual(['1', '2']);
  });

  it('writes each comparison with its operator and a bound value', () => {
    const operators: Array<[string, string]> = [
      ['eq', '='],
      ['neq', '<>'],
      ['gt', '>'],
      ['gte', '>='],
      ['lt', '<'],
      ['lte', '<='],
      ['match', '~'],
      ['imatch', '~*'],
      ['cs', '@>'],
      ['cd', '<@'],
      ['sl', '<<'],
      ['sr', '>>'],
      ['nxl', '&>'],
      ['nxr', '&<'],
      ['adj', '-|-'],
    ];
    for (const [operator, sql] of operators) {
      expect(where('a', `${operator}.x*`), operator).toEqual({ sql: `_t0."a" ${sql} $1`, params: ['x*'] });
    }
    expect(where('a', 'like.*x*')).toEqual({ sql: '_t0."a" like $1', params: ['%x%'] });
    expect(where('a', 'ilike.x*')).toEqual({ sql: '_t0."a" ilike $1', params: ['x%'] });
    expect(where('tags', 'ov.(a,b)')).toEqual({ sql: '_t0."tags" && $1', params: ['{a,b}'] });
    expect(where('tags', 'ov.{a,b}')).toEqual({ sql: '_t0."tags" && $1', params: ['{a,b}'] });
    expect(where('a', 'not.eq.1')).toEqual({ sql: 'not (_t0."a" = $1)', params: ['1'] });
  });

  it('writes in lists, is, distinctness and full-text search', () => {
    expect(where('a', 'in.(1,2)')).toEqual({ sql: '_t0."a" in ($1, $2)', params: ['1', '2'] });
    expect(where('a', 'in.()')).toEqual({ sql: 'false', params: [] });
    expect(where('a', 'is.NOT_NULL')).toEqual({ sql: '_t0."a" is not null', params: [] });
    for (const value of ['null', 'true', 'false', 'unknown']) {
      expect(where('a', `is.${value}`).sql).toBe(`_t0."a" is ${value}`);
    }
    expect(where('a', 'isdistinct.1')).toEqual({ sql: '_t0."a" is distinct from $1', params: ['1'] });
    expect(where('doc', 'fts.cat')).toEqual({ sql: '_t0."doc" @@ to_tsquery($1)', params: ['cat'] });
    expect(where('doc', 'plfts(english).cat')).toEqual({
      sql: '_t0."doc" @@ plainto_tsquery($1::regconfig, $2)',
      params: ['english', 'cat'],
    });
    expect(where('doc', 'phfts.a').sql).toBe('_t0."doc" @@ phraseto_tsquery($1)');
    expect(where('doc', 'wfts.a').sql).toBe('_t0."doc" @@ websearch_to_tsquery($1)');
  });

  it('writes quantified comparisons, as text arrays for the textual ones', () => {
    expect(where('a', 'eq(any).{1,2}')).toEqual({ sql: '_t0."a" = any($1)', params: ['{1,2}'] });
    expect(where('a', 'like(all).{a*,*b}')).toEqual({ sql: '_t0."a" like all($1::text[])', params: ['{a%,%b}'] });
    expect(where('a', 'ilike(any).{a*}')).toEqual({ sql: '_t0."a" ilike any($1::text[])', params: ['{a%}'] });
    expect(where('a', 'match(any).{^a}')).toEqual({ sql: '_t0."a" ~ any($1::text[])', params: ['{^a}'] });
    expect(where('a', 'imatch(any).{^a}').sql).toBe('_t0."a" ~* any($1::text[])');
    expect(where('a', 'gt(all).{1}').sql).toBe('_t0."a" > all($1)');
  });

  it('writes logic trees with their negations', () => {
    const params = new Params();
    const tree = parseLogicTree('not.or', '(a.eq.1,and(a.gt.2,not.or(a.lt.3,a.is.null)))');
    expect(whereSql([tree], table, params)).toBe(
      'not (_t0."a" = $1 or (_t0."a" > $2 and not (_t0."a" < $3 or _t0."a" is null)))',
    );
    expect(params.values).toEqual(['1', '2', '3']);
  });
});

describe('fieldSql', () => {
  it('binds JSON keys, inlines indexes, calls computed fields, and refuses unknown columns', () => {
    const params = new Params();
    params.add('earlier');
    expect(
      fieldSql(
        'r',
        table,
        {
          column: 'data',
          path: [
            { arrow: '->', key: 'k', index: false },
            { arrow: '->>', key: '-1', index: true },
          ],
        },
        params,
      ),
    ).toBe('((r."data" -> $2::text) ->> -1)');
    expect(params.values).toEqual(['earlier', 'k']);
    expect(fieldSql('r', table, { column: 'shout', path: [] }, params, 'row_of_r')).toBe('public."shout"(row_of_r)');
    expect(fieldSql('r', table, { column: 'shout', path: [] }, params)).toBe('public."shout"(r)');
    expect(() => fieldSql('r', table, { column: 'nope', path: [] }, params)).toThrow(RestError);
    expect(() => fieldSql('r', { ...table, computed: undefined }, { column: 'shout', path: [] }, params)).toThrow(
      'column we"ird.shout does not exist',
    );
  });
});

describe('orderSql', () => {
  it('is empty without terms, else each term with its direction and nulls', () => {
    expect(orderSql([], table, new Params())).toBe('');
    expect(orderSql(parseOrder('a.desc.nullsfirst,data->>k,shout.asc.nullslast'), table, new Params(), 't', 'rw')).toBe(
      ' order by t."a" desc nulls first, (t."data" ->> $1::text) asc, public."shout"(rw) asc nulls last',
    );
  });
});

it('names a table in public, quoted', () => {
  expect(tableRef(table)).toBe('public."we""ird"');
});
