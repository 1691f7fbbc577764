// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOARD_STATUSES, isActiveStatus, sourceLabel, sourcePhrase, statusLabel } from './statuses';

describe('statuses', () => {
  it('labels every status from the one label map, and foreign values title-cased', () => {
    expect(statusLabel('job_openings')).toBe('Wishlist');
    expect(statusLabel('whiteboarding_assignment')).toBe('Whiteboarding / Assignment');
    expect(statusLabel('offer_letter')).toBe('Selected/Offered');
    expect(statusLabel('on_hold')).toBe('On Hold');
  });

  it("keeps the board's seven columns in their fixed order", () => {
    expect(BOARD_STATUSES.map(statusLabel)).toEqual([
      'Wishlist',
      'Exploratory Call',
      'Portfolio Presentation',
      'Whiteboarding / Assignment',
      'Product Discussion & Culture Fit',
      'Rejected',
      'Selected/Offered',
    ]);
  });

  it('counts every status but rejected and offer_letter as active', () => {
    expect(isActiveStatus('job_openings')).toBe(true);
    expect(isActiveStatus('hr_screen')).toBe(true);
    expect(isActiveStatus('rejected')).toBe(false);
    expect(isActiveStatus('offer_letter')).toBe(false);
  });

  it('says where a job was found as a sentence, and never "Found on Not recorded"', () => {
    expect(sourcePhrase('dribbble')).toBe('Found on Dribbble');
    expect(sourcePhrase('referral')).toBe('Found through a referral');
    expect(sourcePhrase('recruiter')).toBe('Found through a recruiter or agency');
    expect(sourcePhrase('not_recorded')).toBe('Source not recorded');
    expect(sourcePhrase('other')).toBe('Found elsewhere');
    expect(sourcePhrase('carrier-pigeon')).toBe('Found elsewhere');
  });

  it("labels sources, with 'Other sources' for empty or unknown ones", () => {
    expect(sourceLabel('linkedin')).toBe('LinkedIn');
    expect(sourceLabel('company_website')).toBe('Company website');
    expect(sourceLabel('')).toBe('Other sources');
    expect(sourceLabel(null)).toBe('Other sources');
    expect(sourceLabel('carrier-pigeon')).toBe('Other sources');
  });
});
