/** What the board's keyboard shortcuts do. */
export type Shortcut = 'new' | 'search' | 'board' | 'table' | 'insights' | 'help';

/** The part of a keydown the shortcuts read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** How long after `g` its second key counts, in milliseconds. */
export const SEQUENCE_TIMEOUT = 1000;

const SINGLE: Readonly<Record<string, Shortcut>> = { n: 'new', '/': 'search', '?': 'help' };
const AFTER_G: Readonly<Record<string, Shortcut>> = { b: 'board', t: 'table', i: 'insights' };

/** Every shortcut as the "?" dialog and the README list them, Ctrl+K and Escape included. */
export const SHORTCUT_LIST: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['Ctrl', 'K'], does: 'Open the command palette (⌘ K on a Mac)' },
  { keys: ['N'], does: 'Add a new application' },
  { keys: ['/'], does: 'Search applications' },
  { keys: ['G', 'B'], does: 'Go to the board' },
  { keys: ['G', 'T'], does: 'Go to the table' },
  { keys: ['G', 'I'], does: 'Go to Insights' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['Esc'], does: 'Clear the search and the selection' },
];

/**
 * Reads keys one at a time and says which shortcut they complete: `n`, `/` and `?` alone, `g` then `b`,
 * `t` or `i` within `timeout` ms. A key held with Ctrl, ⌘ or Alt belongs to the browser or the system,
 * never to us, and ends a sequence; Shift is allowed (`?` needs it on most layouts).
 */
export function createKeySequence(timeout = SEQUENCE_TIMEOUT) {
  let gAt: number | null = null;
  return {
    press(event: KeyPress, now: number): Shortcut | null {
      const started = gAt;
      gAt = null;
      if (event.ctrlKey || event.metaKey || event.altKey) return null;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (started !== null && now - started <= timeout && AFTER_G[key]) return AFTER_G[key];
      if (key === 'g') {
        gAt = now;
        return null;
      }
      return SINGLE[key] ?? null;
    },
    /** Whether a `g` is waiting for its second key (the key that follows must not also do its own thing). */
    pending(now: number): boolean {
      return gAt !== null && now - gAt <= timeout;
    },
    reset() {
      gAt = null;
    },
  };
}

/** Whether keys typed at `target` are text for a field rather than shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
