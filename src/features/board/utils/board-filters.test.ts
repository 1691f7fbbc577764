// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import {
  activeFilterCount,
  filterApplications,
  hasFilters,
  NO_FILTERS,
  parseFilters,
  writeFilters,
} from './board-filters';

const now = new Date('2026-11-22T10:00:00Z');
const today = '2026-11-22';
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const board = [
  testApplication('stripe', 'hr_screen', {
    company: 'Stripe',
    location: 'Dublin, Ireland',
    workMode: 'hybrid',
    source: 'linkedin',
    statusChangedAt: daysAgo(20),
  }),
  testApplication('figma', 'job_openings', {
    company: 'Figma',
    notes: 'Met the team at Config',
    workMode: 'remote',
    source: 'referral',
    followUpOn: '2026-11-21',
    statusChangedAt: daysAgo(2),
  }),
  testApplication('netflix', 'rejected', { company: 'Netflix', position: 'TV Designer', statusChangedAt: daysAgo(40) }),
];
const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterApplications(board, { ...NO_FILTERS, ...filters }, now, today).map((app) => app.id);

describe('board filters', () => {
  it('counts the filters that are on, not the search, a list with several choices once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, query: 'figma' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, sources: ['linkedin', 'referral'] })).toBe(1);
    expect(
      activeFilterCount({
        query: '',
        sources: ['linkedin'],
        stages: ['applied'],
        modes: ['remote'],
        quiet: true,
        due: true,
      }),
    ).toBe(5);
    expect(activeFilterCount({ ...NO_FILTERS, due: true })).toBe(1);
  });

  it('searches company, position, location and notes, every word, in any case', () => {
    expect(ids({ query: 'dublin' })).toEqual(['stripe']);
    expect(ids({ query: 'CONFIG team' })).toEqual(['figma']);
    expect(ids({ query: 'tv designer' })).toEqual(['netflix']);
    expect(ids({ query: 'figma dublin' })).toEqual([]);
  });

  it('filters by source, stage and work mode, and combines them', () => {
    expect(ids({ sources: ['referral'] })).toEqual(['figma']);
    expect(ids({ stages: ['hr_screen', 'rejected'] })).toEqual(['stripe', 'netflix']);
    expect(ids({ modes: ['hybrid', 'remote'] })).toEqual(['stripe', 'figma']);
    expect(ids({ modes: ['remote'], stages: ['hr_screen'] })).toEqual([]);
  });

  it('finds the active applications gone quiet and the follow-ups due', () => {
    expect(ids({ quiet: true })).toEqual(['stripe']);
    expect(ids({ due: true })).toEqual(['figma']);
  });

  it('returns the same list when nothing filters it', () => {
    expect(filterApplications(board, NO_FILTERS, now, today)).toBe(board);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('reads and writes the URL, keeping parameters that are not its own', () => {
    const params = writeFilters(new URLSearchParams('tab=1&q=old'), {
      ...NO_FILTERS,
      query: 'design lead',
      stages: ['hr_screen', 'rejected'],
      modes: ['remote'],
      due: true,
    });
    expect(params.toString()).toBe('tab=1&q=design+lead&stage=hr_screen%2Crejected&mode=remote&due=1');
    expect(parseFilters(params)).toEqual({
      query: 'design lead',
      sources: [],
      stages: ['hr_screen', 'rejected'],
      modes: ['remote'],
      quiet: false,
      due: true,
    });
    expect(parseFilters(new URLSearchParams('mode=office,remote&q=' + 'x'.repeat(300))).modes).toEqual(['remote']);
    expect(parseFilters(new URLSearchParams('q=' + 'x'.repeat(300))).query).toHaveLength(200);
  });
});
