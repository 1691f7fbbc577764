/** Element ids that one part of the page links to in another: the header's skip link targets the board. */
export const anchors = {
  board: 'application-board',
} as const;
