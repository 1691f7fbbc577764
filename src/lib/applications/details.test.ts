// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../tests/test-application';
import { changedColumns, contactHref, detailsFormValues, formatSalary, validateDetails } from './details';

const base = detailsFormValues(
  testApplication('a', 'hr_screen', { appliedDate: new Date(2026, 10, 3, 12), notes: 'First call went well' }),
  { jobDescription: '', people: [{ name: 'Ana', role: 'Recruiter', contact: 'ana@example.com' }], portfolioLinks: [] },
);

describe('details', () => {
  it('accepts a complete, valid set of details', () => {
    expect(validateDetails({ ...base, salaryMin: '70000', salaryMax: '90000' }, '2026-11-22')).toEqual({});
  });

  it('says what is wrong with each field, as the database would refuse it', () => {
    const errors = validateDetails(
      {
        ...base,
        appliedDay: '2026-11-23',
        salaryMin: '90000',
        salaryMax: '70000',
        notes: 'x'.repeat(20_001),
        jobDescription: 'x'.repeat(50_001),
        people: [{ name: ' ', role: '', contact: 'javascript:alert(1)' }],
        portfolioLinks: [{ url: 'ftp://files.example.com', label: '' }],
        salaryPeriod: 'fortnight' as never,
      },
      '2026-11-22',
    );
    expect(errors).toEqual({
      appliedDay: 'The applied date cannot be in the future',
      salaryMax: 'The maximum cannot be below the minimum',
      notes: 'Notes must be at most 20,000 characters',
      jobDescription: 'Job description must be at most 50,000 characters',
      'people.0.name': 'Name is required',
      'people.0.contact': 'Enter an e-mail address or a link that starts with http:// or https://',
      'portfolioLinks.0.url': 'Enter a link that starts with http:// or https://',
      salaryPeriod: 'Choose what the salary is paid per',
    });
    expect(validateDetails({ ...base, salaryMin: '-5' }, '2026-11-22').salaryMin).toBe(
      'Enter a whole amount between 0 and 1,000,000,000',
    );
  });

  it('sends only the columns the user changed', () => {
    expect(changedColumns(base, { ...base, notes: 'Second call booked' })).toEqual({ notes: 'Second call booked' });
    expect(changedColumns(base, { ...base, people: [] })).toEqual({ people: [] });
    expect(changedColumns(base, { ...base })).toEqual({});
    expect(changedColumns(base, { ...base, salaryMin: '1,000' })).toEqual({ salary_min: 1000 });
    expect(changedColumns(base, { ...base, salaryPeriod: 'day' })).toEqual({ salary_period: 'day' });
  });

  it('formats a salary range and links a contact by its kind', () => {
    expect(formatSalary(85000, 105000, 'EUR')).toBe('€85,000 – €105,000');
    expect(formatSalary(null, 60000, 'GBP')).toBe('up to £60,000');
    expect(formatSalary(null, null, 'USD')).toBeNull();
    expect(formatSalary(450, 550, 'GBP', 'day')).toBe('£450 – £550 a day');
    expect(formatSalary(4500, 4500, 'EUR', 'month')).toBe('€4,500 a month');
    expect(formatSalary(60, null, 'USD', 'hour')).toBe('from $60 an hour');
    expect(formatSalary(null, null, 'USD', 'hour')).toBeNull();
    expect(contactHref('ana@example.com')).toBe('mailto:ana@example.com');
    expect(contactHref('https://www.linkedin.com/in/ana')).toBe('https://www.linkedin.com/in/ana');
    expect(contactHref('javascript:alert(1)')).toBeNull();
  });
});
