import { describe, expect, it } from 'vitest';
import type { PublishedTable } from './capture';
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
});
