import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseFilter, parseLogicTree } from './filter-grammar';
import { parseOrder, parseSelect } from './select-grammar';

describe('filter-grammar', () => {
  it('reads a filter’s operator, negation and raw value', () => {
    expect(parseFilter('company', 'eq.A,B(c)')).toEqual({
      kind: 'condition',
      field: { column: 'company', path: [] },
      negated: false,
      operator: 'eq',
      quantifier: null,
      config: null,
      value: 'A,B(c)',
    });
    expect(parseFilter('status', 'not.in.(a,"b,c","d\\"e")')).toMatchObject({
      negated: true,
      operator: 'in',
      value: ['a', 'b,c', 'd"e'],
    });
    expect(parseFilter('user_name', 'is.NULL')).toMatchObject({ operator: 'is', value: 'NULL' });
  });

  it('reads nested logic trees with quoted values', () => {
    const tree = parseLogicTree('or', '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.like."x,y)")),e.in.(1,2))');
    expect(tree).toEqual({
      kind: 'logic',
      operator: 'or',
      negated: false,
      children: [
        {
          kind: 'condition',
          field: { column: 'a', path: [] },
          negated: false,
          operator: 'eq',
          quantifier: null,
          config: null,
          value: '1',
        },
        {
          kind: 'logic',
          operator: 'and',
          negated: false,
          children: [
            {
              kind: 'condition',
              field: { column: 'b', path: [] },
              negated: false,
              operator: 'gt',
              quantifier: null,
              config: null,
              value: '2',
            },
            {
              kind: 'logic',
              operator: 'or',
              negated: true,
              children: [
                {
                  kind: 'condition',
                  field: { column: 'c', path: [] },
                  negated: false,
                  operator: 'is',
                  quantifier: null,
                  config: null,
                  value: 'null',
                },
                {
                  kind: 'condition',
                  field: { column: 'd', path: [] },
                  negated: false,
                  operator: 'like',
                  quantifier: null,
                  config: null,
                  value: 'x,y)',
                },
              ],
            },
          ],
        },
        {
          kind: 'condition',
          field: { column: 'e', path: [] },
          negated: false,
          operator: 'in',
          quantifier: null,
          config: null,
          value: ['1', '2'],
        },
      ],
    });
  });

  it('refuses what it cannot read with PGRST100, naming the parameter', () => {
    for (const [column, raw] of [
      ['company', 'equals.x'],
      ['company', 'eq'],
      ['bad(column', 'eq.1'],
      ['company', 'eq(some).{a}'],
      ['company', 'eq(any).a'],
      ['company', 'fts(bad config).a'],
      ['company', 'in.(a'],
      ['company', 'in.(a)b'],
      ['company', 'is.maybe'],
    ] as const) {
      expect(() => parseFilter(column, raw)).toThrow(RestError);
    }
    expect(() => parseLogicTree('or', '(a.eq.1')).toThrow('failed to parse logic tree ((a.eq.1)');
    expect(() => parseLogicTree('or', '(a.eq.1))')).toThrow(RestError);
    // The outer tree is level 1: seven nested trees make eight levels, the most a tree may have.
    const nested = (levels: number) => `(${'and('.repeat(levels - 1)}a.eq.1${')'.repeat(levels - 1)})`;
    expect(parseLogicTree('or', nested(8)).children).toHaveLength(1);
    let tooDeep: unknown;
    try {
      parseLogicTree('or', nested(9));
    } catch (error) {
      tooDeep = error;
    }
    expect(tooDeep).toMatchObject({ code: 'PGRST100', details: 'logic trees nest deeper than 8 levels' });
    const deep = `${'and('.repeat(9)}a.eq.1${')'.repeat(9)}`;
    let failure: unknown;
    try {
      parseLogicTree('or', `(${deep})`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ code: 'PGRST100', details: expect.stringMatching(/nest deeper/) });
  });

  it('never throws anything but a PGRST100 on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (column, raw) => {
        for (const attempt of [() => parseFilter(column, raw), () => parseLogicTree('or', raw)]) {
          try {
            attempt();
          } catch (error) {
            expect(error).toBeInstanceOf(RestError);
            expect((error as RestError).code).toBe('PGRST100');
          }
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('reads select lists and orders', () => {
    expect(parseSelect('id,name:company,applied_date::date,"column whitespace",data->a->>b')).toEqual([
      {
        kind: 'column',
        field: { column: 'id', path: [] },
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
      {
        kind: 'column',
        field: { column: 'company', path: [] },
        alias: 'name',
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
      {
        kind: 'column',
        field: { column: 'applied_date', path: [] },
        alias: null,
        cast: 'date',
        aggregate: null,
        aggregateCast: null,
      },
      {
        kind: 'column',
        field: { column: 'column whitespace', path: [] },
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
      {
        kind: 'column',
        field: {
          column: 'data',
          path: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
    ]);
    expect(parseSelect('*,owner:users!owner_fkey!inner(name,...teams(id)),count(),amount.sum()')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'users',
        alias: 'owner',
        hint: 'owner_fkey',
        join: 'inner',
        spread: false,
        items: [
          {
            kind: 'column',
            field: { column: 'name', path: [] },
            alias: null,
            cast: null,
            aggregate: null,
            aggregateCast: null,
          },
          {
            kind: 'embed',
            name: 'teams',
            alias: null,
            hint: null,
            join: null,
            spread: true,
            items: [
              {
                kind: 'column',
                field: { column: 'id', path: [] },
                alias: null,
                cast: null,
                aggregate: null,
                aggregateCast: null,
              },
            ],
          },
        ],
      },
      { kind: 'column', field: null, alias: null, cast: null, aggregate: 'count', aggregateCast: null },
      {
        kind: 'column',
        field: { column: 'amount', path: [] },
        alias: null,
        cast: null,
        aggregate: 'sum',
        aggregateCast: null,
      },
    ]);
    for (const bad of [
      'company::text;drop',
      'a(b',
      'a.median()',
      '...a',
      'x!y',
      `${'a('.repeat(7)}b${')'.repeat(7)}`,
      '"open',
    ]) {
      expect(() => parseSelect(bad), bad).toThrow(RestError);
    }
    // A step of digits is an array index; quoted, the same digits are an object's key, as in PostgREST.
    expect(parseOrder('data->0->"1"->>-2,data->"a b"')).toEqual([
      {
        field: {
          column: 'data',
          path: [
            { arrow: '->', key: '0', index: true },
            { arrow: '->', key: '1', index: false },
            { arrow: '->>', key: '-2', index: true },
          ],
        },
        descending: false,
        nulls: null,
      },
      { field: { column: 'data', path: [{ arrow: '->', key: 'a b', index: false }] }, descending: false, nulls: null },
    ]);
    expect(parseOrder('a.desc.nullslast,b,"c d"->e.asc')).toEqual([
      { field: { column: 'a', path: [] }, descending: true, nulls: 'last' },
      { field: { column: 'b', path: [] }, descending: false, nulls: null },
      { field: { column: 'c d', path: [{ arrow: '->', key: 'e', index: false }] }, descending: false, nulls: null },
    ]);
    expect(() => parseOrder('a.sideways')).toThrow(RestError);
  });

  it('reads quantifiers, text-search configurations and braced lists in trees', () => {
    expect(parseFilter('tags', 'not.like(any).{a*,b*}')).toMatchObject({
      negated: true,
      operator: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilter('body', 'wfts(english).cat dog')).toMatchObject({ operator: 'wfts', config: 'english' });
    expect(parseLogicTree('or', '(tags.cs.{a,b},"column whitespace".eq.x)').children).toMatchObject([
      { field: { column: 'tags' }, operator: 'cs', value: '{a,b}' },
      { field: { column: 'column whitespace' }, operator: 'eq', value: 'x' },
    ]);
  });
});
