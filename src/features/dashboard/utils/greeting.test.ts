// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greeting, greetingLine } from './greeting';

describe('greeting', () => {
  it('says morning before 12, afternoon before 18 and evening after', () => {
    expect(greeting(0).text).toBe('Good Morning');
    expect(greeting(11).text).toBe('Good Morning');
    expect(greeting(12).text).toBe('Good Afternoon');
    expect(greeting(17).text).toBe('Good Afternoon');
    expect(greeting(18).text).toBe('Good Evening');
    expect(greeting(23).text).toBe('Good Evening');
  });

  it('gives each its own emoji and capitalises every word of the name', () => {
    expect(new Set([greeting(9).emoji, greeting(14).emoji, greeting(20).emoji]).size).toBe(3);
    expect(greetingLine('ada lovelace', new Date(2026, 10, 21, 9))).toBe('Good Morning ☀️ Ada Lovelace');
  });
});
