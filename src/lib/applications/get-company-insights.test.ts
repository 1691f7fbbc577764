// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KEYS_PER_REQUEST_CHARS, keyBatches } from './get-company-insights';

describe('keyBatches', () => {
  it('keeps a board of a few hundred companies in one request', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `company${i}`);
    expect(keyBatches(keys)).toEqual([keys]);
  });

  it('splits thousands of companies into batches under the limit, keeping every key once', () => {
    const keys = Array.from({ length: 2100 }, (_, i) => `scale${String(i).padStart(4, '0')}`);
    const batches = keyBatches(keys);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) {
      expect(batch.reduce((sum, key) => sum + key.length + 3, 0)).toBeLessThanOrEqual(KEYS_PER_REQUEST_CHARS);
    }
    expect(batches.flat()).toEqual(keys);
  });

  it('gives no batch for no keys', () => {
    expect(keyBatches([])).toEqual([]);
  });
});
