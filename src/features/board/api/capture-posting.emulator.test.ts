import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpTestAccount, type TestAccount } from '../../../../tests/client/emulator-client';
import { CaptureError, captureInput, capturePosting } from './capture-posting';

describe('captureInput', () => {
  it('sends an http(s) address alone as a link, trimmed, whatever its case', () => {
    expect(captureInput('  https://jobs.example.com/42 \n')).toEqual({ url: 'https://jobs.example.com/42' });
    expect(captureInput('HTTP://jobs.example.com/42')).toEqual({ url: 'HTTP://jobs.example.com/42' });
  });

  it('sends anything else as the posting’s text: a link among words, another scheme', () => {
    expect(captureInput(' Apply at https://jobs.example.com/42 ')).toEqual({
      text: 'Apply at https://jobs.example.com/42',
    });
    expect(captureInput('ftp://jobs.example.com/42')).toEqual({ text: 'ftp://jobs.example.com/42' });
  });
});

/** The real capture-posting function, served by the suite's emulator and called as the add form calls it. */
describe('capturePosting (against the emulator)', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUpTestAccount();
  });
  // The setup clears localStorage, where the page's client keeps its session, before each test.
  beforeEach(() => account.signIn());

  it('answers the posting the function read from pasted text', async () => {
    const posting = await capturePosting(
      '\n  Product Designer at Northwind\nLocation: Berlin\nSalary: €70,000 – €85,000\n',
    );
    expect(posting).toEqual({
      company: 'Northwind',
      position: 'Product Designer',
      location: 'Berlin',
      workMode: null,
      salary: { min: 70000, max: 85000, currency: 'EUR', period: null },
      description: 'Product Designer at Northwind\nLocation: Berlin\nSalary: €70,000 – €85,000',
      url: '',
    });
  });

  it('fails with the function’s own sentence when it refuses the input (4xx)', async () => {
    // Read as a link: a private address is refused before anything is fetched.
    const link = capturePosting('http://10.0.0.1/jobs/1');
    await expect(link).rejects.toBeInstanceOf(CaptureError);
    await expect(link).rejects.toThrow('That link points to a private or local network address, which cannot be read.');
    await expect(capturePosting('   ')).rejects.toThrow('Paste the posting’s text, or a link to it.');
    await expect(capturePosting('We are a friendly team. Come and say hello.')).rejects.toThrow(
      'No job posting could be read from that. Fill in the form yourself, or paste the posting’s text.',
    );
  });
});
