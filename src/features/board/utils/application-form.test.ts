import { describe, expect, it } from 'vitest';
import { toRowUpdate } from '../api/update-application';
import { applicationFormRules as rules, emptyApplicationForm } from './application-form';

describe('application form rules', () => {
  it('requires a company and a position, within 200 characters', () => {
    expect(rules.company('  ')).toBe('Company is required');
    expect(rules.position('')).toBe('Position is required');
    expect(rules.company('Figma')).toBeNull();
    expect(rules.company('x'.repeat(201))).toBe('Company must be at most 200 characters');
  });

  it('takes an empty source link, or an http(s) one, and nothing else', () => {
    expect(rules.sourceUrl('')).toBeNull();
    expect(rules.sourceUrl('https://jobs.figma.com/42')).toBeNull();
    expect(rules.sourceUrl('javascript:alert(1)')).toBe('Enter a link that starts with http:// or https://');
    expect(rules.sourceUrl('figma.com/jobs')).toBe('Enter a link that starts with http:// or https://');
    expect(rules.sourceUrl(`https://a.co/${'x'.repeat(2048)}`)).toBe('Source Link must be at most 2048 characters');
  });

  it('starts with LinkedIn as the source and accepts only the five', () => {
    expect(emptyApplicationForm.source).toBe('linkedin');
    expect(rules.source('referral')).toBeNull();
    expect(rules.source('fax')).toBe('Choose where you found the job');
  });
});

describe('toRowUpdate', () => {
  it('sends only the fields present, an empty source link included, and stamps last_updated', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(toRowUpdate({ position: ' Lead ' }, now)).toEqual({ position: 'Lead', last_updated: now.toISOString() });
    expect(toRowUpdate({ sourceUrl: '' }, now)).toEqual({ source_url: '', last_updated: now.toISOString() });
  });
});
