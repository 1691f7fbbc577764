// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postingFromText } from './from-text.ts';
import { emptySalary } from './posting.ts';

const fields = (text: string) => {
  const { description, ...rest } = postingFromText(text);
  expect(description).toBe(text.trim());
  return rest;
};

describe('postingFromText', () => {
  it('reads labelled lines, the first label of each kind winning', () => {
    expect(
      fields(
        'Company: Northwind\nJob title – Product Designer\nLocation: Berlin\nCompany: Later Ltd\nWorkplace type: Hybrid\nSalary: €70k–90k',
      ),
    ).toEqual({
      company: 'Northwind',
      position: 'Product Designer',
      location: 'Berlin',
      workMode: 'hybrid',
      salary: { min: 70000, max: 90000, currency: 'EUR', period: null },
      url: '',
    });
  });

  it('keeps the first salary line and the first work mode line when two are given', () => {
    const posting = postingFromText(
      'Role: Designer\nPay: $50 per hour\nPay: $90 per hour\nWork mode: Remote\nWorkplace: on-site',
    );
    expect(posting.salary).toEqual({ min: 50, max: 50, currency: 'USD', period: 'hour' });
    expect(posting.workMode).toBe('remote');
  });

  it('reads "X at Y" and "Y is hiring X" on the first line, a label elsewhere naming the company first', () => {
    expect(fields('Senior Product Designer at Northwind\nhttps://northwind.example/jobs/7 apply here')).toMatchObject({
      position: 'Senior Product Designer',
      company: 'Northwind',
      url: 'https://northwind.example/jobs/7',
    });
    expect(fields('Lead Designer @ Quillwork\nCompany: Quillwork GmbH')).toMatchObject({
      position: 'Lead Designer',
      company: 'Quillwork GmbH',
    });
    expect(fields('Acme is hiring a Lead Designer')).toMatchObject({ company: 'Acme', position: 'Lead Designer' });
    expect(fields('Acme is hiring an Illustrator\nEmployer: Acme Inc')).toMatchObject({
      company: 'Acme Inc',
      position: 'Illustrator',
    });
  });

  it('reads a job board header: a short first line, then "Company · Place (Mode)"', () => {
    expect(fields('Product Designer\nQuillwork · Lisbon (Hybrid) · 2 days ago\nWe pay $100,000')).toEqual({
      company: 'Quillwork',
      position: 'Product Designer',
      location: 'Lisbon',
      workMode: 'hybrid',
      salary: { min: 100000, max: 100000, currency: 'USD', period: null },
      url: '',
    });
    expect(fields('Product Designer\nBluefin | Remote')).toMatchObject({
      company: 'Bluefin',
      location: 'Remote',
      workMode: 'remote',
    });
  });

  it('takes no position from a first line that is a sentence, too long, or a label', () => {
    expect(fields('We are hiring.\nCompany: Foo').position).toBe('');
    expect(fields(`${'Designer '.repeat(14)}x`).position).toBe('');
    expect(fields(`${'d'.repeat(120)}\nAcme · Oslo`)).toMatchObject({ position: 'd'.repeat(120), company: 'Acme' });
    expect(fields('Location: Oslo\nAcme · Bergen')).toMatchObject({ position: '', company: '', location: 'Oslo' });
  });

  it('does not read a labelled second line as a header', () => {
    expect(fields('Product Designer\nLocation: Oslo · Norway')).toMatchObject({
      position: 'Product Designer',
      company: '',
      location: 'Oslo · Norway',
    });
  });

  it('finds a salary on the first line naming an amount in a currency, and none in bare numbers', () => {
    expect(fields('Designer\nFounded 1999, 40 people\nBase: 65,000 GBP a year\n$1 later').salary).toEqual({
      min: 65000,
      max: 65000,
      currency: 'GBP',
      period: 'year',
    });
    expect(fields('Designer\nFounded 1999, 40 people').salary).toEqual(emptySalary());
  });

  it('reads labels and salaries in the first 200 lines only', () => {
    const filler = (count: number) => Array.from({ length: count }, (_, i) => `Line ${i}`).join('\n');
    expect(fields(`${filler(199)}\nLocation: Oslo\nCompany: Late`)).toMatchObject({ location: 'Oslo', company: '' });
    expect(fields(`${filler(199)}\nPaid $90,000\n`).salary).toMatchObject({ min: 90000 });
    expect(fields(`${filler(200)}\nPaid $90,000\n`).salary).toEqual(emptySalary());
  });

  it('reads a salary on the first line, and a work mode label naming another mode', () => {
    expect(fields('Product Designer — €60k\nAcme · Oslo')).toMatchObject({
      position: 'Product Designer — €60k',
      salary: { min: 60000, max: 60000, currency: 'EUR', period: null },
    });
    expect(fields('Role: Designer\nRemote: Hybrid').workMode).toBe('hybrid');
    expect(fields('Role: Designer\nRemote: Yes').workMode).toBe('remote');
    expect(fields('Role: Designer\nRemote: no').workMode).toBeNull();
  });

  it('takes a first line of 120 characters as the position, and not one of 121', () => {
    expect(fields(`${'d'.repeat(121)}\nAcme · Oslo`)).toMatchObject({ position: '', company: '' });
  });

  it('reads nothing from empty text', () => {
    expect(postingFromText('  \n\n ')).toEqual({
      company: '',
      position: '',
      location: '',
      workMode: null,
      salary: emptySalary(),
      description: '',
      url: '',
    });
  });
});
