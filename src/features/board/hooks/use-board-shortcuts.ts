import { useEffect, useEffectEvent, useState } from 'react';
import { anchors } from '@/config/anchors';
import { useBoardActions, useBoardDialog } from '../components/board-context';
import { createKeySequence, isTypingTarget, type Shortcut } from '../utils/key-sequence';
import { useBoardView, type BoardView } from './use-board-view';

/** What the live region says when a view is switched to. */
export const VIEW_NAMES: Readonly<Record<BoardView, string>> = {
  board: 'Board view',
  table: 'Table view',
  insights: 'Insights view',
};

/**
 * Whether a key should be left alone: the host (or a component) has handled it, it is typed in a field,
 * or a dialog is open (its keys are its own).
 */
function notOurs(event: KeyboardEvent): boolean {
  return (
    event.defaultPrevented ||
    event.isComposing ||
    isTypingTarget(event.target) ||
    document.querySelector('[role="dialog"]') !== null
  );
}

/** Calls `handler` on Escape pressed on the page, not in a field or a dialog, nor handled already. */
export function useEscapeKey(handler: (event: KeyboardEvent) => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && !notOurs(event)) handler(event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

/**
 * The board's keyboard shortcuts (key-sequence.ts): `n` adds, `/` searches, `g b` / `g t` / `g i` switch
 * the view, `?` lists them all; Escape on the page clears the search and the table's selection
 * (useEscapeKey, in the components that own them). Bound on the document, so they work wherever the focus
 * is on the page, but never inside a field, while a dialog is open, or when the host has handled the key
 * (`defaultPrevented`). The live region says what each did.
 */
export function useBoardShortcuts() {
  const { openDialog, announce } = useBoardActions();
  const dialog = useBoardDialog();
  const [, setView] = useBoardView();
  const [keys] = useState(() => createKeySequence());

  const run = (shortcut: Shortcut, event: KeyboardEvent) => {
    if (shortcut === 'search') {
      const search = document.getElementById(anchors.search);
      // Insights has no search: the key is left to the browser.
      if (!search) return;
      event.preventDefault();
      search.focus();
      announce('Search');
      return;
    }
    event.preventDefault();
    if (shortcut === 'new') {
      openDialog({ type: 'form', applicationId: null });
      announce('New application');
    } else if (shortcut === 'help') {
      openDialog({ type: 'shortcuts' });
      announce('Keyboard shortcuts');
    } else {
      setView(shortcut);
      announce(VIEW_NAMES[shortcut]);
    }
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' || dialog.type !== 'none' || notOurs(event)) {
      keys.reset();
      return;
    }
    const shortcut = keys.press(event, event.timeStamp);
    if (shortcut) run(shortcut, event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
