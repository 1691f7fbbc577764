import { createSpotlight, type SpotlightStore } from '@mantine/spotlight';
import { useEffect, useEffectEvent, useState } from 'react';
import { lazyView } from '@/components/lazy-view';
import { useBoardShortcuts } from '../hooks/use-board-shortcuts';
import { useBoardDialog } from './board-context';

// The palette (Mantine Spotlight's components) and the list of shortcuts load beside the board; the keys
// are bound at once, so a Ctrl+K or a "?" pressed before they are in opens them when they are. Code that
// does not arrive (the tracker's server gone a moment) leaves them out, not the page: the keys do nothing
// until the board is opened again.
const CommandPalette = lazyView<{ store: SpotlightStore }>({
  load: () => import('./command-palette').then((module) => ({ default: module.CommandPalette })),
  failed: () => null,
});
const ShortcutsDialog = lazyView<object>({
  load: () => import('./shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })),
  failed: () => null,
});

/** Ctrl+K or ⌘+K, unless the host (or a component) has handled the key. */
function isPaletteKey(event: KeyboardEvent): boolean {
  return (
    !event.defaultPrevented &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/**
 * Opens and closes the palette on Ctrl+K / ⌘+K, bound on the document: the tracker shares the page with its
 * host, which may bind the same keys; a key the host has handled first (`preventDefault`) is its own. Not
 * while another dialog of the page is open (Edit stages, an import): only over the board or an
 * application's details, whose moves the palette offers.
 */
function usePaletteKey(store: SpotlightStore, toggle: () => void) {
  const dialog = useBoardDialog();
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isPaletteKey(event)) return;
    const dialogs = document.querySelectorAll('[role="dialog"]').length;
    const allowed = dialog.type === 'none' ? dialogs === 0 : dialog.type === 'details' && dialogs <= 1;
    if (!store.getState().opened && !allowed) return;
    event.preventDefault();
    toggle();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

/** The board's keyboard: its shortcuts, the command palette (Ctrl/⌘+K) and the "?" list of shortcuts. */
export function KeyboardCommands() {
  const [[store, palette]] = useState(createSpotlight);
  useBoardShortcuts();
  usePaletteKey(store, palette.toggle);
  return (
    <>
      <CommandPalette store={store} />
      <ShortcutsDialog />
    </>
  );
}
