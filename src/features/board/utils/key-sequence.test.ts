// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createKeySequence, isTypingTarget, SEQUENCE_TIMEOUT, type KeyPress } from './key-sequence';

const key = (name: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('createKeySequence', () => {
  it('reads n, / and ? alone as new, search and help', () => {
    const keys = createKeySequence();
    expect(keys.press(key('n'), 0)).toBe('new');
    expect(keys.press(key('/'), 10)).toBe('search');
    expect(keys.press(key('?'), 20)).toBe('help');
    expect(keys.press(key('x'), 30)).toBeNull();
  });

  it('reads g then b, t or i within the timeout as the board, the table or Insights', () => {
    const keys = createKeySequence();
    expect(keys.press(key('g'), 0)).toBeNull();
    expect(keys.pending(500)).toBe(true);
    expect(keys.press(key('t'), 500)).toBe('table');
    expect(keys.press(key('g'), 1000)).toBeNull();
    expect(keys.press(key('i'), 1000 + SEQUENCE_TIMEOUT)).toBe('insights');
    expect(keys.press(key('g'), 3000)).toBeNull();
    expect(keys.press(key('b'), 3001)).toBe('board');
  });

  it('forgets a g after the timeout, and the second key then means nothing', () => {
    const keys = createKeySequence();
    keys.press(key('g'), 0);
    expect(keys.pending(SEQUENCE_TIMEOUT + 1)).toBe(false);
    expect(keys.press(key('t'), SEQUENCE_TIMEOUT + 1)).toBeNull();
  });

  it('ignores keys held with Ctrl, ⌘ or Alt, and such a key ends a sequence', () => {
    const keys = createKeySequence();
    expect(keys.press(key('n', { ctrlKey: true }), 0)).toBeNull();
    expect(keys.press(key('n', { metaKey: true }), 0)).toBeNull();
    expect(keys.press(key('n', { altKey: true }), 0)).toBeNull();
    keys.press(key('g'), 0);
    expect(keys.press(key('t', { ctrlKey: true }), 10)).toBeNull();
    expect(keys.press(key('t'), 20)).toBeNull();
    keys.press(key('g', { metaKey: true }), 30);
    expect(keys.press(key('b'), 40)).toBeNull();
  });

  it('lets another key end a sequence: g, x, t is no shortcut', () => {
    const keys = createKeySequence();
    keys.press(key('g'), 0);
    expect(keys.press(key('x'), 10)).toBeNull();
    expect(keys.press(key('t'), 20)).toBeNull();
  });

  it('takes a letter typed with Shift or Caps Lock as the letter', () => {
    const keys = createKeySequence();
    expect(keys.press(key('N'), 0)).toBe('new');
    keys.press(key('G'), 10);
    expect(keys.press(key('T'), 20)).toBe('table');
  });

  it('says a g is waiting until a second after it, inclusive, and not once the next key came', () => {
    const keys = createKeySequence();
    expect(keys.pending(0)).toBe(false);
    keys.press(key('g'), 5000);
    expect(keys.pending(6000)).toBe(true);
    expect(keys.pending(6001)).toBe(false);
    keys.press(key('x'), 5100);
    expect(keys.pending(5100)).toBe(false);
  });

  it('lets reset drop a waiting g', () => {
    const keys = createKeySequence();
    keys.press(key('g'), 0);
    keys.reset();
    expect(keys.press(key('t'), 10)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  const element = (tagName: string, isContentEditable = false) =>
    ({ tagName, isContentEditable }) as unknown as EventTarget;

  it('says keys at an input, a textarea, a select or editable content are typing', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isTypingTarget(element(tag))).toBe(true);
    expect(isTypingTarget(element('DIV', true))).toBe(true);
  });

  it('says keys at a button, the page or nothing are not', () => {
    expect(isTypingTarget(element('BUTTON'))).toBe(false);
    expect(isTypingTarget(element('BODY'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
