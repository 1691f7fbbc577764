// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { insertRows } from './execute';

/** The RestError an insert body is refused with, as the client reads it. */
function refusal(body: unknown, columnsGiven = false) {
  try {
    insertRows(body, columnsGiven);
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const { status, code, message, details } = error as RestError;
    return { status, code, message, details };
  }
  throw new Error('expected the body to be refused');
}

describe('insertRows', () => {
  it('takes one object as one row and an array as its rows', () => {
    expect(insertRows({ company: 'Figma' }, false)).toEqual([{ company: 'Figma' }]);
    expect(insertRows([{ company: 'Figma' }, { company: 'Canva' }], false)).toEqual([
      { company: 'Figma' },
      { company: 'Canva' },
    ]);
    expect(insertRows([], false)).toEqual([]);
  });

  it('takes up to 1000 objects and refuses more', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => ({ n: index }));
    expect(insertRows(rows, false)).toHaveLength(1000);
    expect(refusal([...rows, { n: 1000 }])).toMatchObject({
      status: 400,
      code: 'PGRST102',
      message: 'An insert holds at most 1000 objects.',
    });
  });

  it('refuses anything but objects, even when the columns are named', () => {
    for (const body of [[1], [null], [[]], ['text'], 5, null, [{ a: 1 }, []]]) {
      expect(refusal(body), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'PGRST102',
        message: 'All object keys must match',
        details: 'Every element must be a JSON object.',
      });
      expect(refusal(body, true).details).toBe('Every element must be a JSON object.');
    }
  });

  it('refuses objects with different keys unless the columns are named, the keys’ order not counting', () => {
    expect(
      insertRows(
        [
          { a: 1, b: 2 },
          { b: 3, a: 4 },
        ],
        false,
      ),
    ).toHaveLength(2);
    for (const body of [
      [{ a: 1 }, { b: 2 }],
      [{ a: 1 }, { a: 2, b: 3 }],
      [{ a: 1, b: 2 }, { a: 3 }],
    ]) {
      expect(refusal(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'PGRST102',
        message: 'All object keys must match',
      });
    }
    expect(insertRows([{ a: 1 }, { b: 2 }], true)).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
