import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseFilter, parseLogicTree } from './filter-grammar';
import { parseOrder, parseSelect } from './select-grammar';

describe('filter-grammar', () => {
  it('reads a filter’s operator, negation and raw value', () => {
    expect(parseFilter('company', 'eq.A,B(c)')).toEqual({
      kind: 'condition',
      column: 'company',
      negated: false,
      operator: 'eq',
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
        { kind: 'condition', column: 'a', negated: false, operator: 'eq', value: '1' },
        {
          kind: 'logic',
          operator: 'and',
          negated: false,
          children: [
            { kind: 'condition', column: 'b', negated: false, operator: 'gt', value: '2' },
            {
              kind: 'logic',
              operator: 'or',
              negated: true,
              children: [
                { kind: 'condition', column: 'c', negated: false, operator: 'is', value: 'null' },
                { kind: 'condition', column: 'd', negated: false, operator: 'like', value: 'x,y)' },
              ],
            },
          ],
        },
        { kind: 'condition', column: 'e', negated: false, operator: 'in', value: ['1', '2'] },
      ],
    });
  });

  it('refuses what it cannot read with PGRST100, naming the parameter', () => {
    for (const [column, raw] of [
      ['company', 'equals.x'],
      ['company', 'eq'],
      ['bad column', 'eq.1'],
      ['company', 'in.(a'],
      ['company', 'in.(a)b'],
      ['company', 'is.maybe'],
    ] as const) {
      expect(() => parseFilter(column, raw)).toThrow(RestError);
    }
    expect(() => parseLogicTree('or', '(a.eq.1')).toThrow('failed to parse logic tree ((a.eq.1)');
    expect(() => parseLogicTree('or', '(a.eq.1))')).toThrow(RestError);
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
    expect(parseSelect('id,name:company,applied_date::date', 'job_applications')).toEqual({
      star: false,
      items: [
        { column: 'id', alias: 'id', cast: null },
        { column: 'company', alias: 'name', cast: null },
        { column: 'applied_date', alias: 'applied_date', cast: 'date' },
      ],
    });
    expect(() => parseSelect('company::text;drop', 't')).toThrow(RestError);
    expect(() => parseSelect('portfolios(name)', 't')).toThrow(/relationship/);
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { column: 'a', descending: true, nulls: 'last' },
      { column: 'b', descending: false, nulls: null },
    ]);
    expect(() => parseOrder('a.sideways')).toThrow(RestError);
  });
});
