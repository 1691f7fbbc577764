/**
 * The one check for a URL that came from user or showcase data (a source link, an avatar, a picture):
 * only an absolute http(s) URL is rendered, normalised; anything else (javascript:, data:, garbage) is
 * not rendered at all.
 */
export function safeHttpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
