/** How deep a request's JSON may nest: far past any real document, well short of a parser's stack. */
export const MAX_JSON_DEPTH = 100;

/**
 * Whether JSON text nests objects and arrays more than `max` levels deep, read in one pass without
 * recursion, before anything (JSON.parse's consumers, Postgres's jsonb parser) walks it recursively.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}
