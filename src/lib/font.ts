import '@fontsource-variable/inter';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The tracker's typeface. The browser asks for a font only once text set in it is laid out, which on a
 * first visit is after all of the page's JavaScript has run, so the text's final look waited for one more
 * round trip and 47 KiB at the very end. Asked for here instead, when the Providers' module runs, the
 * Latin file (the one every page uses) downloads beside the rest of the tracker's files.
 */
export function preloadTrackerFont(doc: Document = document): void {
  if (doc.head.querySelector(`link[rel="preload"][href="${interLatin}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  // Fonts are fetched in CORS mode; a preload must be too, or the browser fetches the file twice.
  link.crossOrigin = 'anonymous';
  link.href = interLatin;
  doc.head.append(link);
}
