/**
 * A `MediaQueryList` that answers `matches` for `query`, listening to nothing: jsdom has no layout, so
 * the unit tests answer media queries themselves (every query false by default, tests/setup.ts).
 */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
