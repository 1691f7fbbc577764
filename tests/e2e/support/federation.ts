import type { Page } from '@playwright/test';

/**
 * The copies of a shared package the page has loaded (version and provider), each with the containers
 * that use it, across every federation share scope.
 */
export function loadedCopies(page: Page, name: string): Promise<{ copy: string; usedBy: string[] }[]> {
  return page.evaluate((pkg) => {
    interface Entry {
      from: string;
      loaded?: boolean;
      useIn?: string[];
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__;
    const copies = new Map<string, string[]>();
    for (const host of Object.values(share ?? {}))
      for (const scope of Object.values(host))
        for (const [version, entry] of Object.entries(scope[pkg] ?? {}))
          if (entry.loaded) copies.set(`${version} from ${entry.from}`, [...(entry.useIn ?? [])].sort());
    return [...copies].map(([copy, usedBy]) => ({ copy, usedBy }));
  }, name);
}
