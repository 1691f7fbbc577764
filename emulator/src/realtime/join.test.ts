import { describe, expect, it } from 'vitest';
import type { PublishedTable } from './capture';
import { signJwt } from '../jwt';
import { checkToken } from './channels';
import { bindingMatches, MAX_BINDINGS, readBindings } from './join';

const applications: PublishedTable = {
  schema: 'public',
  table: 'job_applications',
  columns: [{ name: 'id', type: 'uuid' }],
  identity: ['id'],
  rowSecurity: true,
  policies: [],
};
let next = 0;
const read = (raw: unknown) => readBindings(raw, [applications], () => ++next);
const listener = (fields: Record<string, unknown> = {}) => ({ event: 'INSERT', schema: 'public', ...fields });

describe('readBindings', () => {
  it(`takes up to ${MAX_BINDINGS} listeners and refuses one more`, () => {
    expect(read(Array.from({ length: MAX_BINDINGS }, () => listener()))).toMatchObject({ ok: true });
    expect(read(Array.from({ length: MAX_BINDINGS + 1 }, () => listener()))).toEqual({
      ok: false,
      message: 'a channel takes at most 100 postgres_changes listeners',
    });
  });

  it('refuses a listener without a schema, or with a name longer than PostgreSQL allows', () => {
    const refused = { ok: false, message: 'postgres_changes schema must be a name of at most 63 characters' };
    expect(read([listener({ schema: '' })])).toEqual(refused);
    expect(read([listener({ schema: 'a'.repeat(64) })])).toEqual(refused);
    expect(read([listener({ schema: 'a'.repeat(63) })])).toMatchObject({ ok: true });
  });

  it("takes '*' for any schema and any table, and names what is not published", () => {
    const all = read([listener({ schema: '*', table: '*' })]);
    expect(all).toMatchObject({ ok: true, unpublished: [] });
    expect(read([listener({ schema: 'private' })])).toMatchObject({ ok: true, unpublished: [{ schema: 'private' }] });
    if (!all.ok) return;
    expect(bindingMatches(all.bindings[0]!, 'public', 'job_applications', 'INSERT')).toBe(true);
    expect(bindingMatches(all.bindings[0]!, 'public', 'job_applications', 'DELETE')).toBe(false);
  });
});

describe('checkToken', () => {
  it('refuses a token longer than 16 KiB before reading it', () => {
    const keys = { secret: 'x'.repeat(32) } as unknown as Parameters<typeof checkToken>[1];
    expect(checkToken(`a.${'b'.repeat(16 * 1024)}.c`, keys)).toEqual({
      ok: false,
      message: 'The access token is longer than 16 KiB',
    });
    expect(checkToken('', keys)).toEqual({ ok: false, message: 'No access token' });
  });

  it('takes a signed token of an API role, and names why it refuses a forged, expired or other role’s one', () => {
    const secret = 'join-test-secret-of-thirty-two-chars!';
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const claims = { sub: 'user-1', role: 'authenticated', exp: inAnHour };
    expect(checkToken(signJwt(claims, secret), secret)).toEqual({ ok: true, role: 'authenticated', claims });
    expect(checkToken(signJwt(claims, 'another-secret-of-thirty-two-chars!!'), secret)).toEqual({
      ok: false,
      message: 'Invalid token: signature',
    });
    expect(checkToken('not-a-token', secret)).toEqual({ ok: false, message: 'Invalid token: parts' });
    expect(checkToken(signJwt({ ...claims, exp: inAnHour - 7200 }, secret), secret)).toEqual({
      ok: false,
      message: 'Token has expired',
    });
    expect(checkToken(signJwt({ ...claims, role: 'postgres' }, secret), secret)).toEqual({
      ok: false,
      message: 'Invalid token: role postgres is not an API role',
    });
    // A token without a role is the anonymous key's.
    expect(checkToken(signJwt({ exp: inAnHour }, secret), secret)).toMatchObject({ ok: true, role: 'anon' });
  });
});

describe('readBindings, each field of a listener', () => {
  const notes: PublishedTable = { ...applications, table: 'notes', columns: [{ name: 'body', type: 'text' }] };
  const readTwo = (raw: unknown) => readBindings(raw, [applications, notes], () => ++next);
  const refused = (message: string) => ({ ok: false, message });

  it('reads no config as no listeners, and refuses what is not a list of objects', () => {
    expect(read(undefined)).toEqual({ ok: true, bindings: [], unpublished: [] });
    expect(read(null)).toEqual({ ok: true, bindings: [], unpublished: [] });
    expect(read({})).toEqual(refused('config.postgres_changes must be a list'));
    for (const entry of [null, 'INSERT', 3]) {
      expect(read([entry]), String(entry)).toEqual(refused('a postgres_changes listener must be an object'));
    }
  });

  it('takes the four events and refuses any other', () => {
    for (const event of ['*', 'INSERT', 'UPDATE', 'DELETE']) expect(read([listener({ event })]).ok, event).toBe(true);
    for (const event of ['insert', 'UPSERT', 1, undefined]) {
      expect(read([listener({ event })]), String(event)).toEqual(
        refused('postgres_changes event must be one of *, INSERT, UPDATE, DELETE'),
      );
    }
  });

  it('reads a missing, null or empty table as every table, and refuses a table that is not a short name', () => {
    for (const table of [undefined, null, '']) {
      const result = read([listener({ table })]);
      expect(result.ok && result.bindings[0]!.table, String(table)).toBeUndefined();
    }
    const named = read([listener({ table: 'job_applications' })]);
    expect(named.ok && named.bindings[0]).toMatchObject({ table: 'job_applications', event: 'INSERT' });
    expect(read([listener({ table: 'a'.repeat(63) })]).ok).toBe(true);
    const tooLong = refused('postgres_changes table must be a name of at most 63 characters');
    expect(read([listener({ table: 'a'.repeat(64) })])).toEqual(tooLong);
    expect(read([listener({ table: 5 })])).toEqual(tooLong);
  });

  it("parses a filter against its one table's columns, and echoes what was asked", () => {
    const entry = listener({ table: 'job_applications', filter: 'id=eq.7' });
    const result = read([entry]);
    expect(result).toEqual({
      ok: true,
      bindings: [
        {
          id: next,
          event: 'INSERT',
          schema: 'public',
          table: 'job_applications',
          filter: { column: 'id', op: 'eq', values: ['7'] },
          echo: entry,
        },
      ],
      unpublished: [],
    });
    for (const filter of [undefined, null, '']) {
      const none = read([listener({ table: 'job_applications', filter })]);
      expect(none.ok && none.bindings[0]!.filter, String(filter)).toBeNull();
    }
    expect(read([listener({ table: 'job_applications', filter: 'body=eq.1' })])).toEqual(
      refused('invalid column for filter body'),
    );
    expect(readTwo([listener({ table: 'notes', filter: 'body=eq.1' })])).toMatchObject({ ok: true });
  });

  it('refuses a filter on several tables, and keeps none on a table that is not published', () => {
    for (const filter of [undefined, null, '']) {
      expect(readTwo([listener({ filter })]), String(filter)).toMatchObject({ ok: true });
    }
    expect(readTwo([listener({ filter: 'id=eq.1' })])).toEqual(
      refused('a postgres_changes filter needs one table, named with its schema'),
    );
    const unknown = read([listener({ table: 'secret', filter: 'id=eq.1' })]);
    expect(unknown).toMatchObject({ ok: true, unpublished: [{ table: 'secret' }] });
    expect(unknown.ok && unknown.bindings[0]!.filter).toBeNull();
  });

  it('gives each listener the next id, in order', () => {
    let id = 10;
    const result = readBindings([listener(), listener({ event: 'DELETE' })], [applications], () => (id += 1));
    expect(result.ok && result.bindings.map((binding) => [binding.id, binding.event])).toEqual([
      [11, 'INSERT'],
      [12, 'DELETE'],
    ]);
  });
});

describe('bindingMatches', () => {
  it('matches a change by schema, table and event, each possibly any', () => {
    const binding = (fields: Record<string, unknown>) => {
      const result = read([listener(fields)]);
      if (!result.ok) throw new Error(result.message);
      return result.bindings[0]!;
    };
    const anyTable = binding({ event: 'UPDATE' });
    expect(bindingMatches(anyTable, 'public', 'other', 'UPDATE')).toBe(true);
    expect(bindingMatches(anyTable, 'private', 'other', 'UPDATE')).toBe(false);
    expect(bindingMatches(anyTable, 'public', 'other', 'INSERT')).toBe(false);
    const one = binding({ event: '*', table: 'job_applications' });
    expect(bindingMatches(one, 'public', 'job_applications', 'DELETE')).toBe(true);
    expect(bindingMatches(one, 'public', 'other', 'DELETE')).toBe(false);
  });
});
