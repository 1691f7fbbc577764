// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { filterApplications, hasFilters, NO_FILTERS, parseFilters, writeFilters } from './board-filters';

const now = new Date('2026-11-22T10:00:00Z');
const today = '2026-11-22';
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('board filters at their edges', () => {
  it('counts each filter on its own as a filter, and a search of spaces as none', () => {
    for (const on of [
      { query: 'figma' },
      { sources: ['linkedin'] },
      { stages: ['applied'] },
      { modes: ['remote'] },
      { quiet: true },
      { due: true },
    ]) {
      expect(hasFilters({ ...NO_FILTERS, ...on })).toBe(true);
    }
    expect(hasFilters({ ...NO_FILTERS, query: '   ' })).toBe(false);
  });

  it('keeps the first 20 choices of a list in the URL, trimmed, and reads quiet only as 1', () => {
    const many = Array.from({ length: 25 }, (_, i) => `s${i}`);
    const filters = parseFilters(new URLSearchParams(`source=${many.join(',')}&stage= applied ,,hr_screen&quiet=1`));
    expect(filters.sources).toEqual(many.slice(0, 20));
    expect(filters.stages).toEqual(['applied', 'hr_screen']);
    expect(filters.quiet).toBe(true);
    expect(parseFilters(new URLSearchParams('quiet=yes&due=true'))).toEqual(NO_FILTERS);
  });

  it('removes from the URL the filters turned off', () => {
    const params = writeFilters(new URLSearchParams('q=x&source=linkedin&stage=applied&mode=remote&quiet=1&due=1'), {
      ...NO_FILTERS,
      sources: ['referral'],
      quiet: true,
    });
    expect(params.toString()).toBe('source=referral&quiet=1');
  });

  it('asks the board which stages are active when it looks for the quiet ones', () => {
    const quietInOwnStage = testApplication('own', 'waiting_room', { statusChangedAt: daysAgo(30) });
    const filters = { ...NO_FILTERS, quiet: true };
    expect(filterApplications([quietInOwnStage], filters, now, today, () => true)).toEqual([quietInOwnStage]);
    expect(filterApplications([quietInOwnStage], filters, now, today, () => false)).toEqual([]);
  });

  it('does not match a work mode filter to an application without a work mode', () => {
    const unknown = testApplication('unknown', 'applied', { workMode: null });
    expect(filterApplications([unknown], { ...NO_FILTERS, modes: ['remote'] }, now, today)).toEqual([]);
  });

  it('searches the same application again after its first search', () => {
    const figma = testApplication('figma', 'applied', { company: 'Figma' });
    expect(filterApplications([figma], { ...NO_FILTERS, query: 'fig' }, now, today)).toEqual([figma]);
    expect(filterApplications([figma], { ...NO_FILTERS, query: 'FIGMA' }, now, today)).toEqual([figma]);
    expect(filterApplications([figma], { ...NO_FILTERS, query: 'stripe' }, now, today)).toEqual([]);
  });
});
