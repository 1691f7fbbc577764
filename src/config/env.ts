export interface AppEnv {
  /** The showcase site the header links to (portfolios, case studies, submit). */
  showcaseUrl: string;
  /**
   * A public logo service, as a URL template with `{domain}` (e.g. `https://logo.example/{domain}`).
   * Empty by default: offline, and no third-party request without the operator's choice.
   */
  logoServiceUrl: string;
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
  source: Record<string, string | undefined> = {
    PUBLIC_SHOWCASE_URL: process.env.PUBLIC_SHOWCASE_URL,
    PUBLIC_LOGO_SERVICE_URL: process.env.PUBLIC_LOGO_SERVICE_URL,
  },
): AppEnv {
  const logoService = source.PUBLIC_LOGO_SERVICE_URL?.trim() ?? '';
  if (logoService !== '' && !logoService.includes('{domain}')) {
    throw new Error(
      `PUBLIC_LOGO_SERVICE_URL must contain {domain}, as in https://logo.example/{domain}, not "${logoService}".`,
    );
  }
  return {
    showcaseUrl: readUrl('PUBLIC_SHOWCASE_URL', source.PUBLIC_SHOWCASE_URL, 'https://showcase.example'),
    logoServiceUrl:
      logoService === '' ? '' : readUrl('PUBLIC_LOGO_SERVICE_URL', logoService, 'https://logo.example/{domain}'),
  };
}

export const env = readEnv();
