/** What a host tells the tracker at run time, besides its Supabase project. */
export interface TrackerSettingsInput {
  /** The showcase site the header links to (portfolios, case studies, submit). */
  showcaseUrl?: string;
  /**
   * A public logo service, as a URL template with `{domain}` (e.g. `https://logo.example/{domain}`).
   * Empty by default: no third-party request without the operator's choice.
   */
  logoServiceUrl?: string;
  /** The URL path the tracker's pages live under, e.g. `/jobs` for `/jobs/login`; `/` by default. */
  basePath?: string;
}

export type TrackerSettings = Required<TrackerSettingsInput>;

export const DEFAULT_SHOWCASE_URL = 'https://showcase.example';

function readUrl(name: string, value: string, example: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`${name} must be an http(s) URL such as ${example}, not "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** `/jobs/` → `/jobs`; empty or `/` → `/`. A base is a path: no origin, query or fragment. */
export function readBasePath(value: string | undefined): string {
  const base = (value ?? '').trim();
  if (base === '' || base === '/') return '/';
  if (!base.startsWith('/') || /[?#\s]/.test(base) || base.includes('//')) {
    throw new Error(`basePath must be a URL path such as /jobs, not "${base}".`);
  }
  return base.replace(/\/+$/, '');
}

/** Validated once per host configuration, with a sentence a person can act on. */
export function readTrackerSettings(input: TrackerSettingsInput = {}): TrackerSettings {
  const showcase = input.showcaseUrl?.trim() || DEFAULT_SHOWCASE_URL;
  const logoService = input.logoServiceUrl?.trim() ?? '';
  if (logoService !== '' && !logoService.includes('{domain}')) {
    throw new Error(`logoServiceUrl must contain {domain}, as in https://logo.example/{domain}, not "${logoService}".`);
  }
  return {
    showcaseUrl: readUrl('showcaseUrl', showcase, DEFAULT_SHOWCASE_URL),
    logoServiceUrl: logoService === '' ? '' : readUrl('logoServiceUrl', logoService, 'https://logo.example/{domain}'),
    basePath: readBasePath(input.basePath),
  };
}
