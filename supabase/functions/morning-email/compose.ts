import { EVENT_WORDS } from '../_shared/ics.ts';
import type { Mail } from '../_shared/mail.ts';

/** One user's morning, as claim_morning_emails answers it. */
export interface Morning {
  user_id: string;
  email: string;
  time_zone: string;
  /** The user's today, YYYY-MM-DD. */
  day: string;
  events: { kind: string; starts_at: string; note: string; company: string; position: string }[];
  follow_ups: { company: string; position: string; day: string }[];
  quiet: { company: string; position: string; days: number }[];
}

/** At most this many lines a section; the rest are counted ("and 4 more"). */
export const MAX_LINES = 20;

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const what = (item: { company: string; position: string }) =>
  item.position ? `${item.company} (${item.position})` : item.company;

/** "Wednesday 25 November" for a calendar day. */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

function linkTo(appUrl: string, filter?: 'due' | 'quiet'): string {
  const url = new URL(appUrl);
  if (filter) url.searchParams.set(filter, '1');
  return url.href;
}

interface Section {
  title: string;
  lines: string[];
  link?: { label: string; href: string };
}

function capped(lines: string[]): string[] {
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES), `and ${lines.length - MAX_LINES} more`];
}

/**
 * The morning e-mail for one user: today's events, follow-ups due and applications gone quiet, with links
 * into the app and the unsubscribe link. Null when there is nothing to say.
 */
export function composeMorningEmail(morning: Morning, links: { appUrl: string; unsubscribeUrl: string }): Mail | null {
  const { events, follow_ups: followUps, quiet } = morning;
  if (events.length + followUps.length + quiet.length === 0) return null;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: morning.time_zone, hour: '2-digit', minute: '2-digit' });
  const sections: Section[] = [];
  if (events.length > 0) {
    sections.push({
      title: 'Today',
      lines: events.map((event) => {
        const note = event.note.trim() ? ` – ${event.note.trim().replace(/\s+/g, ' ').slice(0, 200)}` : '';
        return `${time.format(new Date(event.starts_at))} ${EVENT_WORDS[event.kind] ?? 'Meeting'}: ${what(event)}${note}`;
      }),
      link: { label: 'Open the board', href: linkTo(links.appUrl) },
    });
  }
  if (followUps.length > 0) {
    sections.push({
      title: 'Follow-ups due',
      lines: followUps.map((item) =>
        item.day === morning.day ? `${what(item)}, today` : `${what(item)}, since ${shortDay(item.day)}`,
      ),
      link: { label: 'See the follow-ups due', href: linkTo(links.appUrl, 'due') },
    });
  }
  if (quiet.length > 0) {
    sections.push({
      title: 'Gone quiet',
      lines: quiet.map((item) => `${what(item)}: no news for ${item.days} days`),
      link: { label: 'See the quiet applications', href: linkTo(links.appUrl, 'quiet') },
    });
  }
  const summary = [
    events.length ? plural(events.length, 'event today', 'events today') : '',
    followUps.length ? plural(followUps.length, 'follow-up due', 'follow-ups due') : '',
    quiet.length ? plural(quiet.length, 'application gone quiet', 'applications gone quiet') : '',
  ].filter(Boolean);
  const subject = `Your job search today: ${summary.join(', ')}`;
  const intro = `Here is your job search for ${longDay(morning.day)}.`;
  const footer = 'You get this e-mail because you turned on the morning e-mail in Job Tracker.';

  const text = [
    intro,
    ...sections.map((section) =>
      [
        section.title,
        ...capped(section.lines).map((line) => `- ${line}`),
        ...(section.link ? [`${section.link.label}: ${section.link.href}`] : []),
      ].join('\n'),
    ),
    `${footer}\nUnsubscribe: ${links.unsubscribeUrl}`,
  ].join('\n\n');

  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>\n<ul>${capped(section.lines)
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>` +
        (section.link
          ? `\n<p><a href="${escapeHtml(section.link.href)}">${escapeHtml(section.link.label)}</a></p>`
          : ''),
    ),
    `<p style="color:#627d98;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');

  return {
    to: morning.email,
    subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
