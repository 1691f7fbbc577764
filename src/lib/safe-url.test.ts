// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http(s) URLs and drops every other scheme and garbage', () => {
    expect(safeHttpUrl('https://img.test/a.png')).toBe('https://img.test/a.png');
    expect(safeHttpUrl(' http://jobs.example/1 ')).toBe('http://jobs.example/1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg/>',
      'vbscript:x',
      '//evil.example/a',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});
