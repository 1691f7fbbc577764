// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { defaultOutputName, parseCount, parseField, parseOrder, parseSelect, SELECT_LIMITS } from './select-grammar';

// What each piece of a select, an order and a count reads as, and what is refused.
const refusal = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return { ...error.body, status: error.status };
    throw error;
  }
  return null;
};
const column = (name: string, extra: object = {}) => ({
  kind: 'column',
  field: { column: name, path: [] },
  alias: null,
  cast: null,
  aggregate: null,
  aggregateCast: null,
  ...extra,
});

describe('parseSelect', () => {
  it('reads nothing, blanks and a star as every column', () => {
    for (const raw of [null, '', '  ', ' * ']) expect(parseSelect(raw), String(raw)).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*,id')).toEqual([{ kind: 'star' }, column('id')]);
  });

  it('reads aliases, casts, JSON paths and aggregates', () => {
    expect(
      parseSelect('n:name::text, data->a->>0, data->"b c"->-1, qty.sum()::int, total:qty::int.avg()::text'),
    ).toEqual([
      column('name', { alias: 'n', cast: 'text' }),
      {
        ...column('data'),
        field: {
          column: 'data',
          path: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: '0', index: true },
          ],
        },
      },
      {
        ...column('data'),
        field: {
          column: 'data',
          path: [
            { arrow: '->', key: 'b c', index: false },
            { arrow: '->', key: '-1', index: true },
          ],
        },
      },
      column('qty', { aggregate: 'sum', aggregateCast: 'int' }),
      column('qty', { alias: 'total', cast: 'int', aggregate: 'avg', aggregateCast: 'text' }),
    ]);
    expect(parseSelect('count(),n:count()::int')).toEqual([
      { kind: 'column', field: null, alias: null, cast: null, aggregate: 'count', aggregateCast: null },
      { kind: 'column', field: null, alias: 'n', cast: null, aggregate: 'count', aggregateCast: 'int' },
    ]);
    expect(parseSelect('x::double precision')).toEqual([column('x', { cast: 'double precision' })]);
  });

  it('reads embeds with aliases, hints, joins and spreads, nested', () => {
    expect(parseSelect('a:msgs!fk!inner(id,tags!left(*)),...author!users_fk(name),b:c()')).toEqual([
      {
        kind: 'embed',
        name: 'msgs',
        alias: 'a',
        hint: 'fk',
        join: 'inner',
        spread: false,
        items: [
          column('id'),
          {
            kind: 'embed',
            name: 'tags',
            alias: null,
            hint: null,
            join: 'left',
            spread: false,
            items: [{ kind: 'star' }],
          },
        ],
      },
      {
        kind: 'embed',
        name: 'author',
        alias: null,
        hint: 'users_fk',
        join: null,
        spread: true,
        items: [column('name')],
      },
      { kind: 'embed', name: 'c', alias: 'b', hint: null, join: null, spread: false, items: [] },
    ]);
    expect(parseSelect('...x:author(name)')).toMatchObject([{ name: 'author', alias: 'x', spread: true }]);
  });

  it('refuses what it cannot read, saying why', () => {
    const cases: Array<[string, string]> = [
      ['a(b', 'unbalanced parentheses'],
      ['a)b(', 'unbalanced parentheses'],
      ['"a', 'unterminated quoted name'],
      ['a::money', 'casts are limited to'],
      ['a.median()', 'has an unknown aggregate'],
      ['a.sum', 'has an unknown aggregate'],
      ['a@b', 'unexpected "@b" in "a@b"'],
      ['a!h', 'must be followed by a parenthesised select list'],
      ['...a', 'must be followed by a parenthesised select list'],
      ['a!x!y(id)', 'has more than one hint'],
      ['a(id)x', 'does not end with ")"'],
      ['data->', 'a JSON path step is empty'],
      ['data->a\u0001', 'a JSON path step holds a control character'],
    ];
    for (const [raw, reason] of cases) {
      expect(
        refusal(() => parseSelect(raw)),
        raw,
      ).toMatchObject({
        status: 400,
        code: 'PGRST100',
        message: `failed to parse select parameter (${raw})`,
        details: expect.stringContaining(reason),
      });
    }
    // Parentheses inside a quoted name do not count.
    expect(parseSelect('"a(b"')).toEqual([column('a(b')]);
  });

  it('nests embeds up to the limit, and counts embeds and items across levels', () => {
    const nested = (levels: number) => `${'e('.repeat(levels)}id${')'.repeat(levels)}`;
    expect(refusal(() => parseSelect(nested(SELECT_LIMITS.depth)))).toBeNull();
    expect(refusal(() => parseSelect(nested(SELECT_LIMITS.depth + 1)))).toMatchObject({
      details: `embeds nest deeper than ${SELECT_LIMITS.depth} levels`,
    });
    const embeds = (count: number) => Array.from({ length: count }, (_, index) => `e${index}(id)`).join(',');
    expect(parseSelect(embeds(SELECT_LIMITS.embeds))).toHaveLength(SELECT_LIMITS.embeds);
    expect(refusal(() => parseSelect(`x(${embeds(SELECT_LIMITS.embeds)})`))).toMatchObject({
      details: `more than ${SELECT_LIMITS.embeds} embedded resources`,
    });
    const items = Array.from({ length: SELECT_LIMITS.items - 1 }, (_, index) => `c${index}`).join(',');
    expect(refusal(() => parseSelect(`e(${items})`))).toBeNull();
    expect(refusal(() => parseSelect(`e(${items},x)`))).toMatchObject({
      details: `more than ${SELECT_LIMITS.items} items`,
    });
  });
});

describe('defaultOutputName', () => {
  it('names a column by its last JSON key, or by the column when that is an index or there is none', () => {
    expect(defaultOutputName(parseField('data->a->>b'))).toBe('b');
    expect(defaultOutputName(parseField('data->a->0'))).toBe('data');
    expect(defaultOutputName(parseField('data'))).toBe('data');
  });
});

describe('parseField', () => {
  it('reads a name with a JSON path and nothing after it', () => {
    expect(parseField('"my col"->>k')).toEqual({ column: 'my col', path: [{ arrow: '->>', key: 'k', index: false }] });
    expect(() => parseField('a::text')).toThrow('unexpected "::text" after "a"');
  });
});

describe('parseOrder', () => {
  it('reads directions and null placement', () => {
    expect(parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast,e.desc.nullslast')).toEqual([
      { field: { column: 'a', path: [] }, descending: false, nulls: null },
      { field: { column: 'b', path: [] }, descending: true, nulls: null },
      { field: { column: 'c', path: [] }, descending: false, nulls: 'first' },
      { field: { column: 'd', path: [] }, descending: false, nulls: 'last' },
      { field: { column: 'e', path: [] }, descending: true, nulls: 'last' },
    ]);
  });

  it('refuses unknown modifiers, too many of them, and too many terms', () => {
    expect(refusal(() => parseOrder('a.up'))).toMatchObject({ details: 'unknown modifier "up"' });
    expect(refusal(() => parseOrder('a.asc.nullsfirst.desc'))).toMatchObject({
      message: 'failed to parse order (a.asc.nullsfirst.desc)',
      details: '"a.asc.nullsfirst.desc" is not column[.asc|.desc][.nullsfirst|.nullslast]',
    });
    expect(refusal(() => parseOrder('a::text'))).toMatchObject({ details: expect.stringContaining('is not column') });
    const terms = (count: number) => Array.from({ length: count }, () => 'a').join(',');
    expect(parseOrder(terms(SELECT_LIMITS.items))).toHaveLength(SELECT_LIMITS.items);
    expect(refusal(() => parseOrder(terms(SELECT_LIMITS.items + 1)))).toMatchObject({
      details: `more than ${SELECT_LIMITS.items} terms`,
    });
  });
});

describe('parseCount', () => {
  it('reads up to nine digits and nothing else', () => {
    expect(parseCount('limit', '0')).toBe(0);
    expect(parseCount('limit', '123456789')).toBe(123456789);
    for (const raw of ['1234567890', '-1', '1.5', '', ' 1']) {
      expect(
        refusal(() => parseCount('limit', raw)),
        raw,
      ).toMatchObject({
        message: `failed to parse limit parameter (${raw})`,
        details: 'expecting a whole number',
      });
    }
  });
});
