import { useMemo } from 'react';

/** Whether the page itself scrolls: its content is taller or wider than the window. */
export function pageScrolls(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth;
}

/**
 * Whether a dialog opened now should hold the page's scroll (Mantine's `lockScroll`): only when the page
 * scrolls at all, read once as the dialog opens. The hold listens to every wheel and touch move on the
 * document without `passive`, which makes the browser record the hit-test area of every element of the
 * page again, at the frame the dialog first paints; on the board, whose columns scroll and the page does
 * not, that held nothing and cost a fifth of the click.
 */
export function usePageScrollLock(opened: boolean): boolean {
  return useMemo(() => opened && typeof document !== 'undefined' && pageScrolls(), [opened]);
}
