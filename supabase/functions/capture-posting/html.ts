const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  yen: '¥',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes character references: named ones a posting uses, and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as plain text: scripts and styles dropped, blocks and line breaks as new lines, list items with a
 * bullet, tags removed, references decoded, runs of spaces and blank lines collapsed.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/?(p|div|section|article|ul|ol|h[1-6]|tr|table|blockquote|header|footer)\b[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text that may hold HTML (or HTML escaped once, as JSON-LD descriptions often do) as plain text. */
export function richTextToPlain(value: string): string {
  const decoded = /<[a-z/!]/i.test(value) ? value : decodeEntities(value);
  return htmlToText(decoded);
}

/** The attributes of one start tag, names lowercased, values decoded. */
export function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!(name in found)) found[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The bodies of `<script type="application/ld+json">` elements. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = attributes(`<script ${match[1]}>`).type ?? '';
    if (type.trim().toLowerCase() === 'application/ld+json') blocks.push(match[2]!);
  }
  return blocks;
}

/** `<meta property|name="…" content="…">` as a map from the lowercased key to the first content. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').toLowerCase();
    if (key && attrs.content !== undefined && !tags.has(key)) tags.set(key, attrs.content.trim());
  }
  return tags;
}

export function pageTitle(html: string): string {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  return match ? htmlToText(match[1]!).replace(/\s+/g, ' ').trim() : '';
}

/** The page's declared character set, from `<meta charset>` or its http-equiv Content-Type. */
export function declaredCharset(head: string): string | null {
  const match = /<meta\b[^>]*charset\s*=\s*["']?([\w-]+)/i.exec(head);
  return match ? match[1]!.toLowerCase() : null;
}
