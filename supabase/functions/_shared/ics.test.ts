// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, followUpEvent, scheduledEvent, vtimezone } from './ics.ts';

/** Parses with ical.js (Mozilla's RFC 5545 parser), registering the file's own VTIMEZONEs. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar;
}

const NOW = new Date('2026-11-25T08:00:00Z');

describe('iCalendar writer', () => {
  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const line = `SUMMARY:${'é'.repeat(60)}🎨${'x'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('folds a line only past 75 octets, and each continuation past 74 after its space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('writes events that a calendar reads back exactly, across a change to summer time', () => {
    const winter = new Date('2027-03-10T15:30:00Z'); // 10:30 in New York, EST
    const summer = new Date('2027-03-20T14:30:00Z'); // 10:30 in New York, EDT
    const ics = buildCalendar({
      name: 'Job Tracker',
      timeZone: 'America/New_York',
      now: NOW,
      events: [
        scheduledEvent({
          id: 'a1',
          kind: 'interview',
          startsAt: winter,
          note: 'Bring the portfolio; ask about the team, the roadmap\nand the "why"',
          company: 'Acme, Inc.',
          position: 'Product Designer',
          appUrl: 'https://tracker.example/jobs',
        }),
        scheduledEvent({
          id: 'a2',
          kind: 'portfolio_presentation',
          startsAt: summer,
          note: '',
          company: 'Figma',
          position: '',
        }),
        followUpEvent({ id: 'f1', day: '2027-03-31', company: 'Stripe', position: 'Designer' }),
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270310T103000');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270320T103000');

    const calendar = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual([
      'Interview: Acme, Inc. (Product Designer)',
      'Portfolio presentation: Figma',
      'Follow up: Stripe (Designer)',
    ]);
    expect(events[0]!.description).toBe(
      'Bring the portfolio; ask about the team, the roadmap\nand the "why"\n\nOpen the tracker: https://tracker.example/jobs',
    );
    expect(events[0]!.uid).toBe('event-a1@job-tracker');
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(winter.toISOString());
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2027-03-10T16:30:00.000Z');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe(summer.toISOString());
    expect(events[2]!.startDate.isDate).toBe(true);
    expect(events[2]!.startDate.toString()).toBe('2027-03-31');
    expect(events[2]!.endDate.toString()).toBe('2027-04-01');
  });

  it('writes one observance for a zone without summer time', () => {
    const ics = buildCalendar({
      name: 'x',
      timeZone: 'Asia/Tokyo',
      now: NOW,
      events: [
        scheduledEvent({
          id: 'b',
          kind: 'call',
          startsAt: new Date('2027-01-05T01:00:00Z'),
          note: '',
          company: 'Sony',
          position: '',
        }),
      ],
    });
    const zone = parse(ics).getFirstSubcomponent('vtimezone')!;
    expect(zone.getAllSubcomponents().map((part) => part.name)).toEqual(['standard']);
    expect(ics).toContain('TZOFFSETTO:+0900');
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20270105T100000');
  });
});

describe('vtimezone', () => {
  it('names each change of offset for what it is: summer time DAYLIGHT, the return to winter STANDARD', () => {
    const lines = vtimezone('Europe/Berlin', new Date('2026-05-01T00:00:00Z'), new Date('2026-05-02T00:00:00Z'));
    const observances = lines
      .filter((line) => /^BEGIN:(STANDARD|DAYLIGHT)$/.test(line))
      .map((line) => line.slice('BEGIN:'.length));
    const offsetsTo = lines.filter((line) => line.startsWith('TZOFFSETTO:'));
    // January (winter), the last Sunday of March (summer), the last Sunday of October (winter), into 2027.
    expect(observances.slice(0, 3)).toEqual(['STANDARD', 'DAYLIGHT', 'STANDARD']);
    expect(offsetsTo.slice(0, 3)).toEqual(['TZOFFSETTO:+0100', 'TZOFFSETTO:+0200', 'TZOFFSETTO:+0100']);
  });

  it('writes each change at its local minute, for half-hour offsets west and south of Greenwich too', () => {
    const may = [new Date('2026-05-01T00:00:00Z'), new Date('2026-05-02T00:00:00Z')] as const;
    const observance = (kind: string, start: string, from: string, to: string) => [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${from}`,
      `TZOFFSETTO:${to}`,
      `END:${kind}`,
    ];
    const zone = (id: string, ...observances: string[][]) => [
      'BEGIN:VTIMEZONE',
      `TZID:${id}`,
      ...observances.flat(),
      'END:VTIMEZONE',
    ];
    expect(vtimezone('Europe/Berlin', ...may)).toEqual(
      zone(
        'Europe/Berlin',
        observance('STANDARD', '20260101T010000', '+0100', '+0100'),
        observance('DAYLIGHT', '20260329T020000', '+0100', '+0200'),
        observance('STANDARD', '20261025T030000', '+0200', '+0100'),
      ),
    );
    expect(vtimezone('Europe/London', ...may)).toEqual(
      zone(
        'Europe/London',
        observance('STANDARD', '20260101T000000', '+0000', '+0000'),
        observance('DAYLIGHT', '20260329T010000', '+0000', '+0100'),
        observance('STANDARD', '20261025T020000', '+0100', '+0000'),
      ),
    );
    expect(vtimezone('America/St_Johns', ...may)).toEqual(
      zone(
        'America/St_Johns',
        observance('STANDARD', '20251231T203000', '-0330', '-0330'),
        observance('DAYLIGHT', '20260308T020000', '-0330', '-0230'),
        observance('STANDARD', '20261101T020000', '-0230', '-0330'),
      ),
    );
    // Summer time at New Year, south of the equator, a half-hour change.
    expect(vtimezone('Australia/Lord_Howe', ...may)).toEqual(
      zone(
        'Australia/Lord_Howe',
        observance('DAYLIGHT', '20260101T110000', '+1100', '+1100'),
        observance('STANDARD', '20260405T020000', '+1100', '+1030'),
        observance('DAYLIGHT', '20261004T020000', '+1030', '+1100'),
      ),
    );
  });
});
