// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isFromEarlierDay, schemaFingerprint, templateKey } from './pglite-template';

describe('test database templates', () => {
  it('are named for the schema and the UTC day their seed ran on', async () => {
    const fingerprint = await schemaFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(await templateKey(new Date('2026-11-27T23:59:59Z'))).toEqual({
      key: `${fingerprint}_20261127`,
      day: '20261127',
    });
    expect((await templateKey(new Date('2026-11-28T00:00:00Z'))).key).toBe(`${fingerprint}_20261128`);
  });

  it('count as stale from the next day on, and when they carry no day at all', () => {
    expect(isFromEarlierDay('jt_template_0123456789abcdef_20261126', '20261127')).toBe(true);
    expect(isFromEarlierDay('pglite-0123456789abcdef_20251231', '20260101')).toBe(true);
    expect(isFromEarlierDay('jt_template_0123456789abcdef', '20261127')).toBe(true);
    expect(isFromEarlierDay('jt_template_0123456789abcdef_20261127', '20261127')).toBe(false);
    expect(isFromEarlierDay('jt_template_0123456789abcdef_20261128', '20261127')).toBe(false);
  });
});
