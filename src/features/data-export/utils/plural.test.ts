// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importSummary, plural } from './plural';

describe('plural and importSummary', () => {
  it('counts with the right noun and a thousands separator', () => {
    expect(plural(1, 'application')).toBe('1 application');
    expect(plural(1204, 'application')).toBe('1,204 applications');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
  });

  it('says what an import did, leaving out what it did not do', () => {
    const none = { addedStages: 0, merged: 0, skipped: 0, leftOut: 0 };
    expect(importSummary(3, none)).toBe('3 applications added.');
    expect(importSummary(1, { addedStages: 2, merged: 1, skipped: 4, leftOut: 1 })).toBe(
      '1 application added, 2 stages added, 1 merged, 4 skipped as duplicates, 1 row with errors left out.',
    );
    expect(importSummary(0, { ...none, merged: 5 })).toBe('0 applications added, 5 merged.');
  });
});
