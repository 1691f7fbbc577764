// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composeMorningEmail, MAX_LINES, type Morning } from './compose.ts';

const LINKS = { appUrl: 'https://tracker.example/jobs', unsubscribeUrl: 'https://fn.example/unsubscribe?token=t' };

/** A morning in Berlin (UTC+1 in November) on Wednesday 25 November 2026, with nothing in it unless given. */
const morning = (parts: Partial<Morning> = {}): Morning => ({
  user_id: 'user-1',
  email: 'ada@example.test',
  time_zone: 'Europe/Berlin',
  day: '2026-11-25',
  events: [],
  follow_ups: [],
  quiet: [],
  ...parts,
});

const event = (parts: Partial<Morning['events'][number]> = {}): Morning['events'][number] => ({
  kind: 'interview',
  starts_at: '2026-11-25T09:30:00Z',
  note: '',
  company: 'Acme',
  position: 'Designer',
  ...parts,
});

/** The list lines of the text part's section with this title. */
const linesOf = (text: string, title: string) =>
  text
    .split('\n\n')
    .find((section) => section.startsWith(`${title}\n`))!
    .split('\n')
    .filter((line) => line.startsWith('- '));

describe('composeMorningEmail', () => {
  it('says nothing when there are no events, follow-ups or quiet applications', () => {
    expect(composeMorningEmail(morning(), LINKS)).toBeNull();
  });

  it('counts one of each in the subject in the singular and names the day in the intro', () => {
    const mail = composeMorningEmail(
      morning({
        events: [event()],
        follow_ups: [{ company: 'Due Co', position: '', day: '2026-11-25' }],
        quiet: [{ company: 'Quiet Co', position: '', days: 14 }],
      }),
      LINKS,
    )!;
    expect(mail.to).toBe('ada@example.test');
    expect(mail.subject).toBe('Your job search today: 1 event today, 1 follow-up due, 1 application gone quiet');
    expect(mail.text.startsWith('Here is your job search for Wednesday 25 November.\n\n')).toBe(true);
    expect(mail.text.endsWith(`\nUnsubscribe: ${LINKS.unsubscribeUrl}\n`)).toBe(true);
  });

  it('counts several in the plural', () => {
    const mail = composeMorningEmail(
      morning({
        follow_ups: [
          { company: 'A', position: '', day: '2026-11-25' },
          { company: 'B', position: '', day: '2026-11-25' },
        ],
      }),
      LINKS,
    )!;
    expect(mail.subject).toBe('Your job search today: 2 follow-ups due');
  });

  it('leaves out the sections with nothing in them', () => {
    const mail = composeMorningEmail(
      morning({ events: [event()], follow_ups: [{ company: 'Due Co', position: '', day: '2026-11-25' }] }),
      LINKS,
    )!;
    expect(mail.subject).toBe('Your job search today: 1 event today, 1 follow-up due');
    expect(linesOf(mail.text, 'Today')).toHaveLength(1);
    expect(linesOf(mail.text, 'Follow-ups due')).toEqual(['- Due Co, today']);
    expect(mail.text).not.toContain('Gone quiet');

    const quietOnly = composeMorningEmail(morning({ quiet: [{ company: 'Q', position: '', days: 14 }] }), LINKS)!;
    expect(quietOnly.text.split('\n\n').map((part) => part.split('\n')[0])).toEqual([
      'Here is your job search for Wednesday 25 November.',
      'Gone quiet',
      'You get this e-mail because you turned on the morning e-mail in Job Tracker.',
    ]);
  });

  it('writes an event at its local time with its kind, position and a tidied note', () => {
    const mail = composeMorningEmail(
      morning({
        events: [
          event({ note: '  Room 4,\n\n  second   floor  ' }),
          event({ kind: 'whiteboard', starts_at: '2026-11-25T13:05:00Z', position: '', note: '   ' }),
          event({ kind: 'coffee', starts_at: '2026-11-25T16:00:00Z', note: 'x'.repeat(250) }),
        ],
      }),
      LINKS,
    )!;
    expect(linesOf(mail.text, 'Today')).toEqual([
      '- 10:30 Interview: Acme (Designer) – Room 4, second floor',
      '- 14:05 Whiteboard session: Acme',
      `- 17:00 Meeting: Acme (Designer) – ${'x'.repeat(200)}`,
    ]);
    expect(mail.text).toContain(`\nOpen the board: ${LINKS.appUrl}`);
  });

  it('says "today" for a follow-up due today and the day otherwise', () => {
    const mail = composeMorningEmail(
      morning({
        follow_ups: [
          { company: 'Due Co', position: 'Designer', day: '2026-11-25' },
          { company: 'Late Co', position: '', day: '2026-11-03' },
        ],
      }),
      LINKS,
    )!;
    expect(linesOf(mail.text, 'Follow-ups due')).toEqual(['- Due Co (Designer), today', '- Late Co, since 3 Nov']);
    expect(mail.text).toContain(`\nSee the follow-ups due: ${LINKS.appUrl}?due=1`);
  });

  it('lists at most 20 lines a section and counts the rest', () => {
    expect(MAX_LINES).toBe(20);
    const quiet = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ company: `Co ${i + 1}`, position: '', days: 20 }));
    const full = composeMorningEmail(morning({ quiet: quiet(20) }), LINKS)!;
    expect(linesOf(full.text, 'Gone quiet')).toHaveLength(20);
    expect(full.text).not.toContain('more');

    const over = composeMorningEmail(morning({ quiet: quiet(23) }), LINKS)!;
    const lines = linesOf(over.text, 'Gone quiet');
    expect(lines).toHaveLength(21);
    expect(lines.at(-2)).toBe('- Co 20: no news for 20 days');
    expect(lines.at(-1)).toBe('- and 3 more');
    expect(over.subject).toBe('Your job search today: 23 applications gone quiet');
    expect(over.html.match(/<li>/g)).toHaveLength(21);
    expect(over.html).toContain('<li>and 3 more</li></ul>');
  });

  it('escapes names in the HTML part and links each section and the unsubscribe page', () => {
    const mail = composeMorningEmail(
      morning({
        events: [event({ company: 'Smith & "Sons" <Ltd>', position: '' })],
        quiet: [{ company: 'Q', position: '', days: 30 }],
      }),
      { ...LINKS, unsubscribeUrl: 'https://fn.example/unsubscribe?token=a&b' },
    )!;
    expect(mail.html).toContain('<p>Here is your job search for Wednesday 25 November.</p>');
    expect(mail.html).toContain(
      '<h2 style="font-size:16px">Today</h2>\n<ul><li>10:30 Interview: Smith &amp; &quot;Sons&quot; &lt;Ltd&gt;</li></ul>',
    );
    expect(mail.html).toContain(`\n<p><a href="${LINKS.appUrl}">Open the board</a></p>`);
    expect(mail.html).toContain(`<a href="${LINKS.appUrl}?quiet=1">See the quiet applications</a>`);
    expect(mail.html).toContain('<a href="https://fn.example/unsubscribe?token=a&amp;b">Unsubscribe</a></p>');
    expect(mail.text).toContain('Interview: Smith & "Sons" <Ltd>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://fn.example/unsubscribe?token=a&b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
