/** Simple, original illustrations for the seed: monogram tiles, avatars and case-study thumbnails. */

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A deterministic pseudo-random sequence, so regenerating the seed gives the same pictures. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function logoTile(monogram: string, color: string): string {
  const size = monogram.length > 1 ? 46 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(monogram)}">
  <rect width="128" height="128" rx="28" fill="${color}"/>
  <rect x="8" y="8" width="112" height="112" rx="22" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(monogram)}</text>
</svg>
`;
}

const SKIN = ['#F6D7C3', '#EDB98A', '#D08B5B', '#AE5D29', '#7A4527', '#FBE3D2'];
const HAIR = ['#2C1B18', '#4A312C', '#A55728', '#B58143', '#D6B370', '#724133', '#E8E1E1'];
const BACKDROP = ['#E3F2FD', '#FCE4EC', '#E8F5E9', '#FFF3E0', '#EDE7F6', '#E0F7FA', '#F3E5F5', '#FFFDE7'];
const SHIRT = ['#3F51B5', '#009688', '#E91E63', '#FF9800', '#607D8B', '#8BC34A', '#673AB7', '#795548'];

export function avatar(seed: number): string {
  const random = seeded(seed * 7919);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const style = Math.floor(random() * 3);
  const hairShape = [
    '<path d="M36 58c0-20 12-32 28-32s28 12 28 32c-6-10-16-14-28-14s-22 4-28 14z"/>',
    '<path d="M32 66c-2-26 12-42 32-42s34 16 32 42c-4 18-6 26-8 34h-8V56H48v44h-8c-2-8-4-16-8-34z"/>',
    '<circle cx="64" cy="34" r="12"/><path d="M38 58c0-18 11-30 26-30s26 12 26 30c-7-8-16-12-26-12s-19 4-26 12z"/>',
  ][style];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Designer portrait">
  <rect width="128" height="128" rx="64" fill="${pick(random, BACKDROP)}"/>
  <path d="M24 128c4-24 20-36 40-36s36 12 40 36z" fill="${pick(random, SHIRT)}"/>
  <rect x="56" y="78" width="16" height="18" rx="6" fill="${skin}"/>
  <ellipse cx="64" cy="60" rx="24" ry="27" fill="${skin}"/>
  <g fill="${hair}">${hairShape}</g>
  <circle cx="55" cy="62" r="2.6" fill="#2B2B2B"/>
  <circle cx="73" cy="62" r="2.6" fill="#2B2B2B"/>
  <path d="M57 73c4 4 10 4 14 0" fill="none" stroke="#8D4B3A" stroke-width="2.4" stroke-linecap="round"/>
</svg>
`;
}

export function thumbnail(seed: number, accent: string, title: string): string {
  const random = seeded(seed * 104729);
  const bars = Array.from({ length: 4 }, (_, index) => {
    const width = 60 + Math.floor(random() * 140);
    return `<rect x="196" y="${96 + index * 26}" width="${width}" height="12" rx="6" fill="#CFD8DC"/>`;
  }).join('\n    ');
  const circle = `<circle cx="${110 + Math.floor(random() * 30)}" cy="140" r="${34 + Math.floor(random() * 14)}" fill="${accent}" fill-opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300" role="img" aria-label="${escapeXml(title)}">
  <rect width="480" height="300" fill="${accent}" fill-opacity="0.12"/>
  <rect x="40" y="36" width="400" height="228" rx="14" fill="#ffffff"/>
  <rect x="40" y="36" width="400" height="30" rx="14" fill="${accent}"/>
  <circle cx="60" cy="51" r="5" fill="#ffffff" fill-opacity="0.8"/>
  <circle cx="76" cy="51" r="5" fill="#ffffff" fill-opacity="0.6"/>
  <circle cx="92" cy="51" r="5" fill="#ffffff" fill-opacity="0.4"/>
  <g>
    ${circle}
    <rect x="70" y="196" width="100" height="40" rx="10" fill="${accent}" fill-opacity="0.3"/>
    ${bars}
    <rect x="196" y="206" width="96" height="30" rx="15" fill="${accent}"/>
  </g>
</svg>
`;
}
