// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toRowUpdate } from '../api/update-application';
import { appliedDayRule, applicationFormRules as rules, changedFields, emptyApplicationForm } from './application-form';

describe('application form rules', () => {
  it('requires a company and a position, within 200 characters', () => {
    expect(rules.company('  ')).toBe('Company is required');
    expect(rules.position('')).toBe('Position is required');
    expect(rules.company('Figma')).toBeNull();
    expect(rules.company('x'.repeat(201))).toBe('Company must be at most 200 characters');
    expect(rules.company('x'.repeat(200))).toBeNull();
    expect(rules.position(`  ${'x'.repeat(200)}  `)).toBeNull();
    expect(rules.position('x'.repeat(201))).toBe('Position must be at most 200 characters');
  });

  it('takes an empty source link, or an http(s) one, and nothing else', () => {
    expect(rules.sourceUrl('')).toBeNull();
    expect(rules.sourceUrl('https://jobs.figma.com/42')).toBeNull();
    expect(rules.sourceUrl('javascript:alert(1)')).toBe('Enter a link that starts with http:// or https://');
    expect(rules.sourceUrl('figma.com/jobs')).toBe('Enter a link that starts with http:// or https://');
    expect(rules.sourceUrl(`https://a.co/${'x'.repeat(2048)}`)).toBe('Source Link must be at most 2048 characters');
    const atLimit = `https://a.co/${'x'.repeat(2048 - 'https://a.co/'.length)}`;
    expect(rules.sourceUrl(atLimit)).toBeNull();
    expect(rules.sourceUrl(`${atLimit}x`)).toBe('Source Link must be at most 2048 characters');
  });

  it('starts with the source not recorded (no guess) and accepts only the listed sources', () => {
    expect(emptyApplicationForm('job_openings').source).toBe('not_recorded');
    expect(rules.source('referral')).toBeNull();
    expect(rules.source('dribbble')).toBeNull();
    expect(rules.source('fax')).toBe('Choose where you found the job');
  });
});

describe('application form details', () => {
  it('takes today or an earlier applied date, never a later one', () => {
    const rule = appliedDayRule('2026-11-22');
    expect(rule('2026-11-22')).toBeNull();
    expect(rule('2025-01-31')).toBeNull();
    expect(rule('2026-11-23')).toBe('The applied date cannot be in the future');
    expect(rule('')).toBe('Enter the date you applied');
    // Adding, it may be left empty: not applied yet.
    expect(appliedDayRule('2026-11-22', true)('')).toBeNull();
    expect(appliedDayRule('2026-11-22', true)('2026-11-23')).toBe('The applied date cannot be in the future');
  });

  it('opens the Add form without an applied day, in the stage it is given', () => {
    expect(emptyApplicationForm('job_openings')).toMatchObject({ appliedDay: '', stage: 'job_openings' });
  });

  it('limits the location and takes only the three work modes', () => {
    expect(rules.location('x'.repeat(201))).toBe('Location must be at most 200 characters');
    expect(rules.location(`${'x'.repeat(200)} `)).toBeNull();
    expect(rules.workMode('remote')).toBeNull();
    expect(rules.workMode('')).toBeNull();
    expect(rules.workMode('office')).toBe('Choose on-site, hybrid or remote');
  });

  it('sends only the fields the user changed', () => {
    const before = { ...emptyApplicationForm('job_openings'), company: 'Figma', position: 'Designer' };
    expect(changedFields(before, { ...before, location: 'Berlin', position: 'Designer ' })).toEqual({
      location: 'Berlin',
    });
    expect(changedFields(before, before)).toEqual({});
  });
});

describe('toRowUpdate', () => {
  it('sends only the fields present, an empty source link included, and stamps last_updated', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(toRowUpdate({ position: ' Lead ' }, now)).toEqual({ position: 'Lead', last_updated: now.toISOString() });
    expect(toRowUpdate({ sourceUrl: '' }, now)).toEqual({ source_url: '', last_updated: now.toISOString() });
    expect(toRowUpdate({ location: ' Berlin ', workMode: '' }, now)).toEqual({
      location: 'Berlin',
      work_mode: null,
      last_updated: now.toISOString(),
    });
  });
});
