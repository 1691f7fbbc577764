// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  attributes,
  declaredCharset,
  decodeEntities,
  htmlToText,
  jsonLdBlocks,
  metaTags,
  pageTitle,
  richTextToPlain,
} from './html.ts';

describe('reading a posting’s HTML', () => {
  it('decodes named and numeric references, and leaves ones that name no character', () => {
    expect(decodeEntities('Design &amp; Research &ndash; &HELLIP; &#8364;90k &#x1F3A8; &#X41;')).toBe(
      'Design & Research – … €90k 🎨 A',
    );
    expect(decodeEntities('&#1114111;&#1;')).toBe(`${String.fromCodePoint(0x10ffff)}\u0001`);
    for (const kept of ['&#0;', '&#x0;', '&#1114112;', '&#x110000;', '&unknown;', '&amp'])
      expect(decodeEntities(kept)).toBe(kept);
  });

  it('turns HTML into text: no scripts, styles or comments; blocks and breaks as lines; items as bullets', () => {
    const html = `<header><h1>Product&nbsp;Designer</h1></header><script>var x = "<p>";</script>
      <style>p { color: red }</style><noscript>Enable JS</noscript><template><p>Hidden</p></template>
      <!-- a comment --><p>We   are   <b>small</b>.<br>Remote.<br/>Hybrid.</p>
      <ul><li>Figma</li><li class="x">Research</li></ul><div></div><div></div><div></div><p>End</p>`;
    expect(htmlToText(html)).toBe('Product Designer\n\nWe are small.\nRemote.\nHybrid.\n\n• Figma\n• Research\n\nEnd');
  });

  it('reads escaped HTML as HTML, and HTML as it is', () => {
    expect(richTextToPlain('&lt;p&gt;One&lt;/p&gt;&lt;p&gt;Two&lt;/p&gt;')).toBe('One\n\nTwo');
    expect(richTextToPlain('<p>Tom &amp;lt; Jerry</p>')).toBe('Tom &lt; Jerry');
    expect(richTextToPlain('Salt &amp; pepper')).toBe('Salt & pepper');
  });

  it('reads a tag’s attributes in each quoting, the first of a repeated name winning', () => {
    expect(attributes(`<meta Name="og:title" content='Kim &amp; Co' data-x=plain flag name="second" />`)).toEqual({
      name: 'og:title',
      content: 'Kim & Co',
      'data-x': 'plain',
      flag: '',
    });
  });

  it('finds JSON-LD blocks, meta tags, the title and the declared character set', () => {
    const html = `<html><head><meta charset="ISO-8859-1"><title> Product
      Designer &amp; more </title>
      <meta property="og:title" content=" First "><meta property="OG:TITLE" content="Second">
      <meta name="description" content="About"><meta itemprop="author"><meta content="orphan">
      <script type=" Application/LD+JSON ">{"a":1}</script><script type="text/javascript">{"b":2}</script>
      <script>{"c":3}</script></head></html>`;
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}']);
    expect(metaTags(html)).toEqual(
      new Map([
        ['og:title', 'First'],
        ['description', 'About'],
      ]),
    );
    expect(pageTitle(html)).toBe('Product Designer & more');
    expect(pageTitle('<p>no title</p>')).toBe('');
    expect(declaredCharset(html)).toBe('iso-8859-1');
    expect(declaredCharset('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">')).toBe(
      'windows-1252',
    );
    expect(declaredCharset('<meta name="x">')).toBeNull();
  });
});
