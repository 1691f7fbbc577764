// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEvents, readPeople, readPortfolioLinks } from './import-lists';

describe('import-lists', () => {
  it('reads people as our CSV writes them: a role may hold commas, the contact is an e-mail or a link', () => {
    expect(
      readPeople('Ada Lovelace, Hiring manager, Design, ada@example.test\nLinus, https://x.test/l\r\nZoë, Recruiter\n'),
    ).toEqual({
      ok: true,
      value: [
        { name: 'Ada Lovelace', role: 'Hiring manager, Design', contact: 'ada@example.test' },
        { name: 'Linus', contact: 'https://x.test/l' },
        { name: 'Zoë', role: 'Recruiter' },
      ],
    });
    expect(readPeople('')).toEqual({ ok: true, value: [] });
    expect(readPeople(', Recruiter')).toEqual({ ok: false, error: '“, Recruiter” has no name.' });
  });

  it('reads portfolio links with or without a label, and refuses what is not a link', () => {
    expect(readPortfolioLinks('Case study: checkout: https://a.test/1\nhttps://a.test/deck')).toEqual({
      ok: true,
      value: [{ url: 'https://a.test/1', label: 'Case study: checkout' }, { url: 'https://a.test/deck' }],
    });
    expect(readPortfolioLinks('Deck: ftp://a.test')).toEqual({
      ok: false,
      error: '“Deck: ftp://a.test” is not a link that starts with http:// or https://.',
    });
  });

  it('reads events with their notes, line breaks included, and refuses a line that is not one', () => {
    expect(readEvents('2026-12-01T10:00:00.000Z interview: Panel\nwith 3\n2026-12-02T09:00:00.000Z call')).toEqual({
      ok: true,
      value: [
        { kind: 'interview', starts_at: '2026-12-01T10:00:00.000Z', note: 'Panel\nwith 3' },
        { kind: 'call', starts_at: '2026-12-02T09:00:00.000Z', note: '' },
      ],
    });
    // A note's later lines belong to the event right above them.
    expect(
      readEvents('2026-12-01T10:00:00.000Z call: Intro\n2026-12-02T09:00:00.000Z interview: Panel\nwith 3'),
    ).toEqual({
      ok: true,
      value: [
        { kind: 'call', starts_at: '2026-12-01T10:00:00.000Z', note: 'Intro' },
        { kind: 'interview', starts_at: '2026-12-02T09:00:00.000Z', note: 'Panel\nwith 3' },
      ],
    });
    expect(readEvents('Tuesday: coffee')).toEqual({
      ok: false,
      error: '“Tuesday: coffee” is not an event (a time, then call, interview, …).',
    });
  });
});

describe('import-lists at their limits', () => {
  const many = (count: number, line: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => line(i)).join('\n');

  it('takes 20 people with names and roles of 200 characters, and refuses one more of any', () => {
    const name = 'N'.repeat(200);
    const role = 'R'.repeat(200);
    const twenty = readPeople(many(20, (i) => `${name.slice(0, 198)}${String(i).padStart(2, '0')}, ${role}`));
    expect(twenty.ok && twenty.value).toHaveLength(20);
    expect(readPeople(many(21, (i) => `Person ${i}`))).toEqual({ ok: false, error: '21 people; at most 20.' });
    expect(readPeople(`${name}N, Recruiter`)).toEqual({
      ok: false,
      error: `the name “${'N'.repeat(40)}…” is longer than 200 characters.`,
    });
    expect(readPeople(`Ada, ${role}R`)).toEqual({ ok: false, error: 'the role of Ada is longer than 200 characters.' });
    // A line of one part is a name, even when it looks like an e-mail.
    expect(readPeople('ada@example.test')).toEqual({ ok: true, value: [{ name: 'ada@example.test' }] });
  });

  it('takes 20 links of 2,048 characters with labels of 200, and refuses one more of any', () => {
    const url = `https://a.test/${'x'.repeat(2048 - 'https://a.test/'.length)}`;
    const label = 'L'.repeat(200);
    const twenty = readPortfolioLinks(many(20, () => `${label}: ${url}`));
    expect(twenty.ok && twenty.value).toHaveLength(20);
    expect(twenty.ok && twenty.value[0]).toEqual({ url, label });
    expect(readPortfolioLinks(many(21, (i) => `https://a.test/${i}`))).toEqual({
      ok: false,
      error: '21 links; at most 20.',
    });
    expect(readPortfolioLinks(`${url}x`)).toEqual({ ok: false, error: 'a link is longer than 2,048 characters.' });
    expect(readPortfolioLinks(`${label}L: https://a.test`)).toEqual({
      ok: false,
      error: `the label “${'L'.repeat(40)}…” is longer than 200 characters.`,
    });
  });

  it('takes 200 events and refuses 201, and a time that is no time', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    const twoHundred = readEvents(many(200, (i) => `${at(i)} call`));
    expect(twoHundred.ok && twoHundred.value).toHaveLength(200);
    expect(readEvents(many(201, (i) => `${at(i)} call`))).toEqual({
      ok: false,
      error: '201 events; an import takes 200.',
    });
    expect(readEvents('2026-13-45T99:00:00Z call')).toEqual({
      ok: false,
      error: '“2026-13-45T99:00:00Z” is not a time.',
    });
  });
});
