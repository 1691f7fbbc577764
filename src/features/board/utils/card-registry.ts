/**
 * The board's card elements by application id, so that board-wide actions can reach a card's element
 * (to give it focus back after a move) without refs passed down the tree.
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
}

export function createCardRegistry(): CardRegistry {
  const elements = new Map<string, HTMLElement>();
  return {
    register(applicationId, element) {
      elements.set(applicationId, element);
      return () => {
        // A re-mounted card may have registered its new element already; keep that one.
        if (elements.get(applicationId) === element) elements.delete(applicationId);
      };
    },
    get: (applicationId) => elements.get(applicationId),
    neighbour(applicationId) {
      const element = elements.get(applicationId);
      if (!element) return undefined;
      const idOf = (sibling: Element | null) =>
        sibling ? [...elements].find(([, registered]) => registered === sibling)?.[0] : undefined;
      return idOf(element.nextElementSibling) ?? idOf(element.previousElementSibling);
    },
  };
}
