// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../tests/test-application';
import {
  changedColumns,
  contactHref,
  detailsColumns,
  detailsFormValues,
  validateDetails,
  type DetailsFormValues,
} from './details';

const TODAY = '2026-11-22';
const base = detailsFormValues(testApplication('a', 'hr_screen', { appliedDate: new Date(2026, 10, 3, 12) }), {
  jobDescription: '',
  people: [],
  portfolioLinks: [],
});
const errorsOf = (changes: Partial<DetailsFormValues>) => validateDetails({ ...base, ...changes }, TODAY);
const person = (changes: Partial<DetailsFormValues['people'][number]> = {}) => ({
  name: 'Ana',
  role: '',
  contact: '',
  ...changes,
});
const link = (changes: Partial<DetailsFormValues['portfolioLinks'][number]> = {}) => ({
  url: 'https://ana.design',
  label: '',
  ...changes,
});
/** A web address exactly `length` characters long. */
const urlOf = (length: number) => 'https://example.com/' + 'p'.repeat(length - 'https://example.com/'.length);

describe('validateDetails at each limit', () => {
  it('takes today as the applied date, not tomorrow, and wants a date at all', () => {
    expect(errorsOf({ appliedDay: TODAY })).toEqual({});
    expect(errorsOf({ appliedDay: '2026-11-23' })).toEqual({ appliedDay: 'The applied date cannot be in the future' });
    expect(errorsOf({ appliedDay: '' })).toEqual({ appliedDay: 'Enter the date you applied' });
  });

  it('takes a location of 200 characters, not 201', () => {
    expect(errorsOf({ location: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf({ location: 'x'.repeat(201) })).toEqual({ location: 'Location must be at most 200 characters' });
  });

  it('takes whole amounts from 0 to 1,000,000,000 for either end of the salary', () => {
    const message = 'Enter a whole amount between 0 and 1,000,000,000';
    expect(errorsOf({ salaryMin: '0', salaryMax: '1,000,000,000' })).toEqual({});
    expect(errorsOf({ salaryMin: '-1' })).toEqual({ salaryMin: message });
    expect(errorsOf({ salaryMax: '1000000001' })).toEqual({ salaryMax: message });
    expect(errorsOf({ salaryMax: '1.5' })).toEqual({ salaryMax: message });
    expect(errorsOf({ salaryMin: 'lots' })).toEqual({ salaryMin: message });
  });

  it('takes a range whose ends are equal, and says nothing of the order when an end is wrong', () => {
    expect(errorsOf({ salaryMin: '5000', salaryMax: '5000' })).toEqual({});
    expect(errorsOf({ salaryMin: '5001', salaryMax: '5000' })).toEqual({
      salaryMax: 'The maximum cannot be below the minimum',
    });
    expect(errorsOf({ salaryMin: '9000', salaryMax: '-1' })).toEqual({
      salaryMax: 'Enter a whole amount between 0 and 1,000,000,000',
    });
    expect(errorsOf({ salaryMin: '1.5', salaryMax: '1' })).toEqual({
      salaryMin: 'Enter a whole amount between 0 and 1,000,000,000',
    });
  });

  it('wants a currency code', () => {
    expect(errorsOf({ salaryCurrency: 'usd' })).toEqual({ salaryCurrency: 'Choose a currency' });
  });

  it('takes notes of 20,000 characters and a job description of 50,000', () => {
    expect(errorsOf({ notes: 'x'.repeat(20_000), jobDescription: 'x'.repeat(50_000) })).toEqual({});
  });

  it('takes 20 people, not 21, each with a name and role of up to 200 characters', () => {
    expect(errorsOf({ people: Array.from({ length: 20 }, () => person()) })).toEqual({});
    expect(errorsOf({ people: Array.from({ length: 21 }, () => person()) })).toEqual({ people: 'At most 20 people' });
    expect(errorsOf({ people: [person({ name: 'x'.repeat(200), role: 'x'.repeat(200) })] })).toEqual({});
    expect(errorsOf({ people: [person({ name: 'x'.repeat(201), role: 'x'.repeat(201) })] })).toEqual({
      'people.0.name': 'Name must be at most 200 characters',
      'people.0.role': 'Role must be at most 200 characters',
    });
  });

  it('takes an e-mail of 320 characters or a link of 2,048 as a contact, not longer', () => {
    const email = (length: number) => 'a'.repeat(length - '@example.com'.length) + '@example.com';
    expect(errorsOf({ people: [person({ contact: email(320) }), person({ contact: urlOf(2048) })] })).toEqual({});
    expect(errorsOf({ people: [person({ contact: email(321) }), person({ contact: urlOf(2049) })] })).toEqual({
      'people.0.contact': 'Enter an e-mail address or a link that starts with http:// or https://',
      'people.1.contact': 'Contact must be at most 2,048 characters',
    });
    expect(errorsOf({ people: [person({ contact: 'not an address' })] })).toEqual({
      'people.0.contact': 'Enter an e-mail address or a link that starts with http:// or https://',
    });
  });

  it('takes 20 links, not 21, each of up to 2,048 characters with a label of up to 200', () => {
    expect(errorsOf({ portfolioLinks: Array.from({ length: 20 }, () => link()) })).toEqual({});
    expect(errorsOf({ portfolioLinks: Array.from({ length: 21 }, () => link()) })).toEqual({
      portfolioLinks: 'At most 20 links',
    });
    expect(errorsOf({ portfolioLinks: [link({ url: urlOf(2048), label: 'x'.repeat(200) })] })).toEqual({});
    expect(errorsOf({ portfolioLinks: [link({ url: urlOf(2049), label: 'x'.repeat(201) })] })).toEqual({
      'portfolioLinks.0.url': 'Link must be at most 2,048 characters',
      'portfolioLinks.0.label': 'Label must be at most 200 characters',
    });
  });
});

describe('detailsFormValues', () => {
  it('puts what the application holds in the form, and an empty input where it holds nothing', () => {
    const details = {
      jobDescription: 'Own the design system',
      people: [{ name: 'Ana', role: 'Recruiter', contact: 'ana@example.com' }, { name: 'Bo' }],
      portfolioLinks: [{ url: 'https://ana.design', label: 'Case study' }, { url: 'https://bo.design' }],
    };
    const values = detailsFormValues(testApplication('a', 'applied', { workMode: 'remote' }), details);
    expect(values.workMode).toBe('remote');
    expect(values.people).toEqual([
      { name: 'Ana', role: 'Recruiter', contact: 'ana@example.com' },
      { name: 'Bo', role: '', contact: '' },
    ]);
    expect(values.portfolioLinks).toEqual([
      { url: 'https://ana.design', label: 'Case study' },
      { url: 'https://bo.design', label: '' },
    ]);
    expect(detailsFormValues(testApplication('b', 'applied', { workMode: null }), details).workMode).toBe('');
  });
});

describe('detailsColumns', () => {
  it('trims what is typed, and leaves out an empty work mode, role, contact and label', () => {
    const columns = detailsColumns({
      ...base,
      location: '  Berlin ',
      workMode: '',
      salaryMin: ' 1 000 ',
      salaryMax: '',
      people: [person({ name: ' Ana ', role: ' ', contact: ' ' }), person({ role: ' Lead ', contact: ' a@b.co ' })],
      portfolioLinks: [link({ url: ' https://ana.design ', label: ' ' }), link({ label: ' Case study ' })],
    });
    expect(columns).toMatchObject({
      location: 'Berlin',
      work_mode: null,
      salary_min: 1000,
      salary_max: null,
      people: [{ name: 'Ana' }, { name: 'Ana', role: 'Lead', contact: 'a@b.co' }],
      portfolio_links: [{ url: 'https://ana.design' }, { url: 'https://ana.design', label: 'Case study' }],
    });
    expect(detailsColumns({ ...base, workMode: 'remote' }).work_mode).toBe('remote');
  });

  it('sends the applied date only when its day changed', () => {
    expect(changedColumns(base, { ...base, appliedDay: '2026-11-04' })).toEqual({
      applied_date: new Date(2026, 10, 4).toISOString(),
    });
  });
});

describe('contactHref', () => {
  it('links nothing for an empty contact', () => {
    expect(contactHref(undefined)).toBeNull();
    expect(contactHref('')).toBeNull();
  });
});
