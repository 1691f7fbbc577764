// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSource, readText, readUrl, readWorkMode } from './import-values';

describe('import-values', () => {
  it('takes our formula escape off and refuses cells that are formulas', () => {
    expect(readText('\'=HYPERLINK("x")')).toEqual({ ok: true, value: '=HYPERLINK("x")' });
    expect(readText('  Figma  ')).toEqual({ ok: true, value: 'Figma' });
    expect(readText('=1+1').ok).toBe(false);
    expect(readText('+SUM(A1:A2)').ok).toBe(false);
    expect(readText('@cmd(x)').ok).toBe(false);
    expect(readText('-2+3').ok).toBe(true);
    expect(readText('- remote is fine').ok).toBe(true);
    expect(readText('+49 30 1234').ok).toBe(true);
  });

  it('reads links, work modes and sources, or says what is wrong', () => {
    expect(readUrl('www.figma.com/careers')).toEqual({ ok: true, value: 'https://www.figma.com/careers' });
    expect(readUrl('javascript:alert(1)').ok).toBe(false);
    expect(readWorkMode('On-site')).toEqual({ ok: true, value: 'on_site' });
    expect(readWorkMode('Mars').ok).toBe(false);
    expect(readSource('LinkedIn')).toBe('linkedin');
    expect(readSource('company_website')).toBe('company_website');
    expect(readSource('Dribbble')).toBe('dribbble');
    expect(readSource('Recruiter or agency')).toBe('recruiter');
    expect(readSource('AngelList')).toBe('wellfound');
    expect(readSource('Indeed')).toBe('job_board');
    expect(readSource('Hacker News')).toBe('other');
    // An empty cell is not a guess: not LinkedIn, not "other".
    expect(readSource('')).toBe('not_recorded');
    expect(readSource('  ')).toBe('not_recorded');
  });
});

describe('import-values at their limits', () => {
  it('shows a formula of 30 characters whole and cuts a longer one, and takes a link of 2,048 characters', () => {
    const formula = `=SUM(${'A'.repeat(24)})`;
    expect(formula).toHaveLength(30);
    expect(readText(formula)).toEqual({
      ok: false,
      error: `“${formula}” looks like a spreadsheet formula. Type the value itself, or put an apostrophe (') before it.`,
    });
    expect(readText(`${formula}+`)).toMatchObject({ error: expect.stringContaining(`“${formula}…”`) });
    const url = `https://a.test/${'x'.repeat(2048 - 15)}`;
    expect(readUrl(url)).toEqual({ ok: true, value: url });
    expect(readUrl(`${url}x`)).toEqual({ ok: false, error: 'The link is longer than 2,048 characters.' });
  });
});
