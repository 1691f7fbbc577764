import { describe, expect, it } from 'vitest';
import { preloadTrackerFont } from './font';

describe('preloadTrackerFont', () => {
  it('asks for the Latin font file once, in CORS mode as fonts are fetched, however often it runs', () => {
    const doc = document.implementation.createHTMLDocument('page');
    preloadTrackerFont(doc);
    preloadTrackerFont(doc);
    const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.as).toBe('font');
    expect(links[0]!.type).toBe('font/woff2');
    expect(links[0]!.crossOrigin).toBe('anonymous');
    expect(links[0]!.getAttribute('href')).toMatch(/inter-latin-wght-normal.*\.woff2/);
  });
});
