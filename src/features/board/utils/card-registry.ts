/**
 * The board's card elements by application id, so that board-wide actions can reach a card's element
 * (to give it focus back after a move) without refs passed down the tree. Columns render only the cards
 * near their viewport, so a card to focus may not be in the DOM: `focus` then asks the columns to bring it
 * into view (`onReveal`), and the card takes the focus when it mounts.
 */
export interface CardRegistry {
  /** Registers a card's element; the returned function unregisters it (an effect's clean-up). */
  register: (applicationId: string, element: HTMLElement) => () => void;
  get: (applicationId: string) => HTMLElement | undefined;
  /**
   * The card that takes a card's place when it leaves its column: the one below it, else the one above,
   * else none. Where the keyboard user's focus goes after a delete.
   */
  neighbour: (applicationId: string) => string | undefined;
  /**
   * Focuses the card, scrolling its column to it first when it is not rendered; not while the user is in
   * a field (the search, a form), which keeps the focus. With `from`, the element that had the focus when
   * the action began (a move's menu item, a drop's focused card): only while the focus is still there or
   * has been lost with a removed element, not after the user has gone on to another control.
   */
  focus: (applicationId: string, from?: Element | null) => void;
  /** A column's listener for cards to bring into view; the returned function removes it. */
  onReveal: (listener: (applicationId: string) => void) => () => void;
}

/** How long a card that is not rendered yet may take the focus when it mounts. */
const PENDING_FOCUS_MS = 1000;

/**
 * Whether the user is in a field (the search, a form's input): a card is given the focus after a move,
 * when the server has answered, and by then the user may have gone on to type somewhere. The card must
 * not take the focus from there: the next keys would go to the card, and Escape would not clear the search.
 */
function typingInField(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName))
  );
}

/**
 * Whether the user has gone on elsewhere since the action that now wants to focus a card began with the
 * focus on `from`: to a field, or (with `from`) to any other element still on the page. A focus that left
 * with its removed element (the menu item of a card that moved) has not gone anywhere.
 */
function movedOn(from: Element | null | undefined): boolean {
  if (typingInField()) return true;
  if (from === undefined) return false;
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== from && active.isConnected;
}

export function createCardRegistry(now: () => number = () => performance.now()): CardRegistry {
  const elements = new Map<string, HTMLElement>();
  const listeners = new Set<(applicationId: string) => void>();
  let pending: { applicationId: string; until: number; from: Element | null | undefined } | null = null;
  return {
    register(applicationId, element) {
      elements.set(applicationId, element);
      if (pending?.applicationId === applicationId) {
        if (now() <= pending.until && !movedOn(pending.from)) element.focus();
        pending = null;
      }
      return () => {
        // A re-mounted card may have registered its new element already; keep that one.
        if (elements.get(applicationId) === element) elements.delete(applicationId);
      };
    },
    get: (applicationId) => elements.get(applicationId),
    neighbour(applicationId) {
      const element = elements.get(applicationId);
      if (!element) return undefined;
      // A column renders each card in a slot of its own (in order), so the neighbours are the slots'.
      const slot = element.parentElement;
      const idOf = (sibling: Element | null | undefined) =>
        sibling ? [...elements].find(([, registered]) => registered === sibling)?.[0] : undefined;
      return idOf(slot?.nextElementSibling?.firstElementChild) ?? idOf(slot?.previousElementSibling?.firstElementChild);
    },
    focus(applicationId, from) {
      if (movedOn(from)) {
        pending = null;
        return;
      }
      const element = elements.get(applicationId);
      if (element) {
        pending = null;
        element.focus();
        return;
      }
      pending = { applicationId, until: now() + PENDING_FOCUS_MS, from };
      for (const listener of listeners) listener(applicationId);
    },
    onReveal(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
