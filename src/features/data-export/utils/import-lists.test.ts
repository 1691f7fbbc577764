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
    expect(readEvents('Tuesday: coffee')).toEqual({
      ok: false,
      error: '“Tuesday: coffee” is not an event (a time, then call, interview, …).',
    });
  });
});
