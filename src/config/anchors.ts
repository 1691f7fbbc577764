/**
 * Element ids that one part of the page links to in another: the header's skip link targets the board,
 * the `/` shortcut the board's search.
 */
export const anchors = {
  board: 'application-board',
  search: 'application-search',
} as const;
