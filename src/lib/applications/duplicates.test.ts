// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../tests/test-application';
import { findDuplicates } from './duplicates';

describe('findDuplicates', () => {
  const board = [
    testApplication('a', 'rejected', {
      company: 'Goldman Sachs',
      companyKey: 'goldmansachs',
      appliedDate: new Date('2026-03-01'),
    }),
    testApplication('b', 'hr_screen', {
      company: 'Goldman-Sachs',
      companyKey: 'goldmansachs',
      appliedDate: new Date('2026-09-01'),
    }),
    testApplication('c', 'job_openings', { company: 'Stripe', companyKey: 'stripe' }),
  ];

  it('finds the applications to the same company by its normalised key, newest first', () => {
    expect(findDuplicates(board, ' goldman_sachs ').map((app) => app.id)).toEqual(['b', 'a']);
    expect(findDuplicates(board, 'STRIPE').map((app) => app.id)).toEqual(['c']);
  });

  it('finds nothing for another company or an empty name', () => {
    expect(findDuplicates(board, 'Stripe Inc')).toEqual([]);
    expect(findDuplicates(board, '  ')).toEqual([]);
  });
});
