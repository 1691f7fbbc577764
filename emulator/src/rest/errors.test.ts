// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFailure, RestError, toRestError, undefinedColumn, unknownColumn } from './errors';

// The HTTP status PostgREST answers for each Postgres error, and the body it sends.
const pg = (code: string, message = 'boom', extra: object = {}) => ({ code, message, ...extra });
const statusOf = (code: string, message = 'boom', role = 'authenticated') =>
  toRestError(pg(code, message), role).status;

describe('toRestError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes a RestError through untouched', () => {
    const error = parseFailure('bad', 'why');
    expect(toRestError(error, 'anon')).toBe(error);
    expect(error.body).toEqual({ code: 'PGRST100', message: 'bad', details: 'why', hint: null });
  });

  it('maps SQLSTATEs to statuses as PostgREST does', () => {
    const cases: Array<[string, number]> = [
      ['23503', 409],
      ['23505', 409],
      ['23502', 400],
      ['25006', 405],
      ['42883', 404],
      ['42P01', 404],
      ['42501', 403],
      ['42P17', 500],
      ['XX000', 500],
      ['XX001', 500],
      ['08006', 503],
      ['53300', 503],
      ['53400', 500],
      ['0L000', 403],
      ['0P000', 403],
      ['28P01', 403],
      ['P0001', 400],
      ['P0002', 500],
      ['40001', 500],
      ['57014', 500],
      ['55000', 500],
      ['22P02', 400],
      ['42703', 400],
    ];
    for (const [code, status] of cases) expect(statusOf(code), code).toBe(status);
    for (const family of ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV']) {
      expect(statusOf(`${family}000`), family).toBe(500);
    }
  });

  it('answers a write to a view Postgres cannot write through with 405', () => {
    expect(statusOf('55000', 'cannot insert into view "v"')).toBe(405);
    expect(statusOf('55000', 'cannot update view "v"')).toBe(405);
    expect(statusOf('55000', 'cannot delete from view "v"')).toBe(405);
    expect(statusOf('55000', 'note: cannot update view "v"')).toBe(500);
  });

  it('tells an anonymous caller to authenticate instead of answering 403', () => {
    const anonymous = toRestError(pg('42501', 'permission denied for table t'), 'anon');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
    const signedIn = toRestError(pg('42501'), 'authenticated');
    expect(signedIn.status).toBe(403);
    expect(signedIn.headers).toEqual({});
    expect(toRestError(pg('28000'), 'anon').status).toBe(401);
    expect(toRestError(pg('23505'), 'anon').headers).toEqual({});
  });

  it("keeps Postgres's code, message, detail and hint", () => {
    expect(toRestError(pg('23505', 'duplicate', { detail: 'Key (id)=(1)', hint: 'try another' }), 'x').body).toEqual({
      code: '23505',
      message: 'duplicate',
      details: 'Key (id)=(1)',
      hint: 'try another',
    });
    expect(toRestError(pg('23505', 'duplicate'), 'x').body).toEqual({
      code: '23505',
      message: 'duplicate',
      details: null,
      hint: null,
    });
  });

  it('answers anything else as a 500 that says the emulator failed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = toRestError(new Error('bug'), 'anon');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({
      code: 'PGRST000',
      message: 'The emulator failed to serve this request.',
      details: 'Error: bug',
      hint: null,
    });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('RestError', () => {
  it('sends structured details instead of the text ones when it has them', () => {
    const error = new RestError(300, 'PGRST201', 'many', 'text');
    expect(error.body.details).toBe('text');
    error.detailsJson = [{ a: 1 }];
    expect(error.body.details).toEqual([{ a: 1 }]);
  });

  it('names unknown columns as PostgREST and Postgres do', () => {
    expect(unknownColumn('t', 'c').body.message).toBe("Could not find the 'c' column of 't' in the schema cache");
    expect(unknownColumn('t', 'c').status).toBe(400);
    expect(undefinedColumn('t', 'c').body).toMatchObject({ code: '42703', message: 'column t.c does not exist' });
  });
});
