// iCalendar (RFC 5545) for the tracker's interviews and follow-ups: one writer for the app's "Add to
// calendar" download and the calendar-feed function. No imports: web APIs (Intl) only.

export interface CalendarEvent {
  /** Unique and stable for the event, so a re-import or a feed refresh updates it rather than adding another. */
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** A timed event (its start and length), or an all-day one on a calendar day (YYYY-MM-DD). */
  when: { start: Date; minutes: number } | { day: string };
}

export interface Calendar {
  /** The calendar's name (X-WR-CALNAME), shown by Google and Apple Calendar for a subscription. */
  name: string;
  /** The IANA zone timed events are written in, with its VTIMEZONE. */
  timeZone: string;
  events: CalendarEvent[];
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** For a feed: how often a subscriber should fetch it again. */
  refreshMinutes?: number;
}

const PRODID = '-//Job Tracker//Interviews and follow-ups//EN';

/** A TEXT value with backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets, continuation lines starting with a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const utcStamp = (at: Date): string =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T` +
  `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

const formatters = new Map<string, { offset: Intl.DateTimeFormat; local: Intl.DateTimeFormat }>();
function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      offset: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
      local: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows an IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formattersFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name = formattersFor(timeZone)
    .offset.formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** Local date and time in a zone, as iCalendar writes it: 20261201T143000. */
export function localStamp(timeZone: string, at: Date): string {
  const parts = Object.fromEntries(
    formattersFor(timeZone)
      .local.formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const utcOffset = (minutes: number): string =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The instants in [from, to) where the zone's offset changes, found day by day and then to the minute. */
function transitions(timeZone: string, from: Date, to: Date): { at: Date; before: number; after: number }[] {
  const found: { at: Date; before: number; after: number }[] = [];
  const day = 24 * 60 * 60 * 1000;
  let previous = offsetMinutes(timeZone, from);
  for (let time = from.getTime() + day; time <= to.getTime(); time += day) {
    const current = offsetMinutes(timeZone, new Date(time));
    if (current === previous) continue;
    let low = time - day;
    let high = time;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, new Date(middle)) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), before: previous, after: current });
    previous = current;
  }
  return found;
}

/**
 * The zone's VTIMEZONE for the years the events span: its offset when they begin, then each change of
 * offset as an observance of its own (no RRULE, so a calendar need not know the zone's rules).
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string[] {
  const start = new Date(Date.UTC(from.getUTCFullYear(), 0, 1));
  const end = new Date(Date.UTC(to.getUTCFullYear() + 1, 0, 1));
  const first = offsetMinutes(timeZone, start);
  const changes = transitions(timeZone, start, end);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const standard = changes.length ? Math.min(first, ...changes.map((change) => change.after)) : first;
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', onset: string, before: number, after: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${utcOffset(before)}`,
    `TZOFFSETTO:${utcOffset(after)}`,
    `END:${kind}`,
  ];
  const onsetLocal = (at: Date, before: number) => utcStamp(new Date(at.getTime() + before * 60_000)).slice(0, 15);
  lines.push(...observance(first > standard ? 'DAYLIGHT' : 'STANDARD', onsetLocal(start, first), first, first));
  for (const change of changes) {
    lines.push(
      ...observance(
        change.after > standard ? 'DAYLIGHT' : 'STANDARD',
        onsetLocal(change.at, change.before),
        change.before,
        change.after,
      ),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const dayStamp = (day: string): string => day.replaceAll('-', '');
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A whole VCALENDAR: CRLF line ends, every line folded, timed events in the calendar's zone. */
export function buildCalendar(calendar: Calendar): string {
  const timed = calendar.events.flatMap((event) => ('start' in event.when ? [event.when.start] : []));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
  ];
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`);
    lines.push(`X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  if (timed.length > 0) {
    const times = timed.map((at) => at.getTime());
    lines.push(...vtimezone(calendar.timeZone, new Date(Math.min(...times)), new Date(Math.max(...times))));
  }
  for (const event of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(calendar.now)}`);
    if ('start' in event.when) {
      const end = new Date(event.when.start.getTime() + event.when.minutes * 60_000);
      lines.push(`DTSTART;TZID=${calendar.timeZone}:${localStamp(calendar.timeZone, event.when.start)}`);
      lines.push(`DTEND;TZID=${calendar.timeZone}:${localStamp(calendar.timeZone, end)}`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${dayStamp(event.when.day)}`);
      lines.push(`DTEND;VALUE=DATE:${dayStamp(nextDay(event.when.day))}`);
      lines.push('TRANSP:TRANSPARENT');
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url && /^https?:\/\//i.test(event.url)) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

// The tracker's own events, as the download and the feed write them.

/** What each kind of scheduled event is called, for people. */
export const EVENT_WORDS: Record<string, string> = {
  call: 'Call',
  interview: 'Interview',
  portfolio_presentation: 'Portfolio presentation',
  whiteboard: 'Whiteboard session',
  other: 'Meeting',
};

/** How long a scheduled event is written as: the tracker keeps only its start. */
export const EVENT_MINUTES = 60;

/** A scheduled call, interview or presentation: "Interview: Stripe (Product Designer)". */
export function scheduledEvent(event: {
  id: string;
  kind: string;
  startsAt: Date;
  note: string;
  company: string;
  position: string;
  appUrl?: string;
}): CalendarEvent {
  const what = EVENT_WORDS[event.kind] ?? EVENT_WORDS.other!;
  const role = event.position ? ` (${event.position})` : '';
  return {
    uid: `event-${event.id}@job-tracker`,
    summary: `${what}: ${event.company}${role}`,
    description: [event.note, event.appUrl ? `Open the tracker: ${event.appUrl}` : ''].filter(Boolean).join('\n\n'),
    ...(event.appUrl ? { url: event.appUrl } : {}),
    when: { start: event.startsAt, minutes: EVENT_MINUTES },
  };
}

/** An application's follow-up day, all day: "Follow up: Stripe (Product Designer)". */
export function followUpEvent(application: {
  id: string;
  day: string;
  company: string;
  position: string;
  appUrl?: string;
}): CalendarEvent {
  const role = application.position ? ` (${application.position})` : '';
  return {
    uid: `follow-up-${application.id}@job-tracker`,
    summary: `Follow up: ${application.company}${role}`,
    description: application.appUrl ? `Open the tracker: ${application.appUrl}` : '',
    ...(application.appUrl ? { url: application.appUrl } : {}),
    when: { day: application.day },
  };
}
