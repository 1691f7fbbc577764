// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterSql, MAX_FILTER_LENGTH, MAX_IN_VALUES, parseFilter } from './filter';

// A postgres_changes filter as a subscriber sends it, and the SQL it becomes.
const columns = ['id', 'status', 'we"ird'];
const refused = (message: string) => ({ ok: false, message });

describe('parseFilter', () => {
  it('reads no filter as none', () => {
    for (const text of [undefined, null, '']) expect(parseFilter(text, columns)).toEqual({ ok: true, filter: null });
  });

  it('reads each operator with its one value, which may be empty or hold dots and equals signs', () => {
    for (const op of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const) {
      expect(parseFilter(`status=${op}.a.b=c`, columns)).toEqual({
        ok: true,
        filter: { column: 'status', op, values: ['a.b=c'] },
      });
    }
    expect(parseFilter('id=eq.', columns)).toEqual({ ok: true, filter: { column: 'id', op: 'eq', values: [''] } });
    expect(parseFilter('id=eq.a\nb', columns)).toMatchObject({ filter: { values: ['a\nb'] } });
  });

  it('reads an in list: trimmed bare values, quoted ones exactly, with escapes', () => {
    expect(parseFilter('status=in.( a ," b,c ",d,"e\\"f","g\\\\")', columns)).toEqual({
      ok: true,
      filter: { column: 'status', op: 'in', values: ['a', ' b,c ', 'd', 'e"f', 'g\\'] },
    });
    expect(parseFilter('status=in.("a", b )', columns)).toMatchObject({ filter: { values: ['a', 'b'] } });
    expect(parseFilter('status=in.()', columns)).toMatchObject({ filter: { values: [''] } });
    expect(parseFilter('status=in.(a\\,b)', columns)).toMatchObject({ filter: { values: ['a\\', 'b'] } });
  });

  it('takes an in list of exactly the most values, and refuses one more', () => {
    const list = (count: number) => `id=in.(${Array.from({ length: count }, (_, index) => index).join(',')})`;
    expect(parseFilter(list(MAX_IN_VALUES), columns)).toMatchObject({ ok: true });
    expect(parseFilter(list(MAX_IN_VALUES + 1), columns)).toEqual(
      refused(`a filter's in list takes at most ${MAX_IN_VALUES} values`),
    );
  });

  it('refuses an in list without parentheses or with an open quote', () => {
    for (const raw of ['a,b', '(a,b', '("a,b)', '("a\\")']) {
      expect(parseFilter(`status=in.${raw}`, columns), raw).toEqual(
        refused(`invalid in list for filter status: ${raw}`),
      );
    }
  });

  it('takes a filter of exactly the most characters, and refuses one more', () => {
    const text = (length: number) => `id=eq.${'x'.repeat(length - 'id=eq.'.length)}`;
    expect(parseFilter(text(MAX_FILTER_LENGTH), columns)).toMatchObject({ ok: true });
    expect(parseFilter(text(MAX_FILTER_LENGTH + 1), columns)).toEqual(
      refused(`filter is longer than ${MAX_FILTER_LENGTH} characters`),
    );
  });

  it('refuses other types, other shapes, other operators and unknown columns', () => {
    expect(parseFilter(42, columns)).toEqual(refused('filter must be a string'));
    for (const text of ['id', 'id=eq', 'id=like.a', '=eq.1', 'id=EQ.1']) {
      expect(parseFilter(text, columns), text).toEqual(
        refused(`invalid filter "${text}": expected column=op.value with op eq, neq, lt, lte, gt, gte or in`),
      );
    }
    expect(parseFilter('nope=eq.1', columns)).toEqual(refused('invalid column for filter nope'));
  });
});

describe('filterSql', () => {
  it('binds every value after the parameters already there, and quotes the column', () => {
    const params = ['earlier'];
    expect(filterSql({ column: 'we"ird', op: 'in', values: ['a', 'b'] }, 'r', params)).toBe(
      '(r."we""ird" in ($2, $3))',
    );
    expect(params).toEqual(['earlier', 'a', 'b']);
    const symbols = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
    for (const [op, symbol] of Object.entries(symbols)) {
      const bound: string[] = [];
      expect(filterSql({ column: 'id', op: op as keyof typeof symbols, values: ['1'] }, 'x', bound)).toBe(
        `(x."id" ${symbol} $1)`,
      );
      expect(bound).toEqual(['1']);
    }
  });
});
