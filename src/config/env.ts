export interface AppEnv {
  /** The showcase site the header links to (portfolios, case studies, submit). */
  showcaseUrl: string;
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`${name} must be an http(s) URL such as ${fallback}, not "${url}". Fix it in your .env file.`);
  }
  return url.replace(/\/+$/, '');
}

/** Validated once, at start; the build replaces `process.env.PUBLIC_*` with the values it was given. */
export function readEnv(
  source: Record<string, string | undefined> = { PUBLIC_SHOWCASE_URL: process.env.PUBLIC_SHOWCASE_URL },
): AppEnv {
  return {
    showcaseUrl: readUrl('PUBLIC_SHOWCASE_URL', source.PUBLIC_SHOWCASE_URL, 'https://showcase.example'),
  };
}

export const env = readEnv();
