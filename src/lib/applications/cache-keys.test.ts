// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as applications from './cache-keys';

/** The first segment of every key a module's `…Key` builders make. */
function keyNames(module: Record<string, unknown>): unknown[] {
  return Object.entries(module)
    .filter(([name, builder]) => name.endsWith('Key') && typeof builder === 'function')
    .map(([, builder]) => (builder as (...args: string[]) => unknown)('a', 'b'))
    .flatMap((key) => (Array.isArray(key) ? [key[0] as unknown] : []));
}

describe('cache keys', () => {
  it('gives each kind of data a name of its own, so an update of one never touches another', () => {
    const names = keyNames(applications);
    expect(names.length).toBe(6);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keys a set of companies the same way whatever their order or repeats', () => {
    expect(applications.companyInsightsKey(['figma', 'canva', 'figma', ''])).toEqual(
      applications.companyInsightsKey(['canva', 'figma']),
    );
    expect(applications.isUpcomingEventsKey(applications.upcomingEventsKey('u', '2026-11-26'))).toBe(true);
    expect(applications.isUpcomingEventsKey(applications.applicationsKey('u'))).toBe(false);
  });

  it('matches one application’s details, whatever follows its id, and nothing else', () => {
    const matches = applications.matchesApplicationDetails('app-1');
    expect(matches([...applications.applicationDetailsKey('app-1'), 'applied'])).toBe(true);
    expect(matches(applications.applicationDetailsKey('app-1'))).toBe(true);
    expect(matches(applications.applicationDetailsKey('app-2'))).toBe(false);
    expect(matches(applications.applicationsKey('app-1'))).toBe(false);
    expect(matches(['application_details'])).toBe(false);
    expect(matches('application_details')).toBe(false);
  });
});
