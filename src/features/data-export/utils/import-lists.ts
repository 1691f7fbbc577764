import type { ApplicationPerson, EventKind, ImportEvent, PortfolioLink } from '@job-tracker/supabase-client';
import { DETAIL_LIMITS } from '@/lib/applications/details';
import { EVENT_KINDS } from '@/lib/applications/events';

/*
 * The three cells of our CSV export that hold lists, read back into what they were written from, one item
 * a line (the export's own formats, in export-files.ts):
 *   People           `Ada Lovelace, Recruiter, ada@example.test` (name, role, contact; empty parts left out)
 *   Portfolio links  `Case study: https://ada.example/case`, or the link alone
 *   Events           `2026-12-01T10:00:00.000Z interview: On site` (a note's own line breaks go on the
 *                    lines after it)
 */

export type ListRead<T> = { ok: true; value: T[] } | { ok: false; error: string };

const lines = (cell: string) =>
  cell
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK = /^https?:\/\/\S+$/i;

/**
 * People, one a line: the first part is the name, a last part that is an e-mail or a link the contact,
 * and what is between the role (a role may hold commas; a name that does cannot be told from a role).
 */
export function readPeople(cell: string): ListRead<ApplicationPerson> {
  const people: ApplicationPerson[] = [];
  for (const line of lines(cell)) {
    const parts = line.split(/,\s*/).map((part) => part.trim());
    const contact = parts.length > 1 && (EMAIL.test(parts.at(-1)!) || LINK.test(parts.at(-1)!)) ? parts.pop()! : '';
    const [name = '', ...role] = parts;
    if (name === '') return { ok: false, error: `“${line}” has no name.` };
    if (name.length > DETAIL_LIMITS.personName)
      return { ok: false, error: `the name “${name.slice(0, 40)}…” is longer than 200 characters.` };
    const roleText = role.join(', ');
    if (roleText.length > DETAIL_LIMITS.personRole)
      return { ok: false, error: `the role of ${name} is longer than 200 characters.` };
    people.push({ name, ...(roleText ? { role: roleText } : {}), ...(contact ? { contact } : {}) });
  }
  if (people.length > DETAIL_LIMITS.people) return { ok: false, error: `${people.length} people; at most 20.` };
  return { ok: true, value: people };
}

/** Portfolio links, one a line: `label: link` or the link alone. */
export function readPortfolioLinks(cell: string): ListRead<PortfolioLink> {
  const links: PortfolioLink[] = [];
  for (const line of lines(cell)) {
    const labelled = /^(.*?):\s+(https?:\/\/\S+)$/i.exec(line);
    const url = labelled ? labelled[2]! : line;
    const label = labelled ? labelled[1]!.trim() : '';
    if (!LINK.test(url)) return { ok: false, error: `“${line}” is not a link that starts with http:// or https://.` };
    if (url.length > DETAIL_LIMITS.url) return { ok: false, error: `a link is longer than 2,048 characters.` };
    if (label.length > DETAIL_LIMITS.linkLabel)
      return { ok: false, error: `the label “${label.slice(0, 40)}…” is longer than 200 characters.` };
    links.push({ url, ...(label ? { label } : {}) });
  }
  if (links.length > DETAIL_LIMITS.links) return { ok: false, error: `${links.length} links; at most 20.` };
  return { ok: true, value: links };
}

const EVENT_LINE = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\S+) (${EVENT_KINDS.join('|')})(?:: (.*))?$`);

/** Events, one a line: an ISO 8601 time, the kind, and the note after a colon. */
export function readEvents(cell: string): ListRead<ImportEvent> {
  const events: ImportEvent[] = [];
  for (const line of cell.split(/\r\n|\n|\r/)) {
    const event = EVENT_LINE.exec(line.trim());
    if (event) {
      const at = new Date(event[1]!);
      if (Number.isNaN(at.getTime())) return { ok: false, error: `“${event[1]}” is not a time.` };
      events.push({ kind: event[2] as EventKind, starts_at: at.toISOString(), note: event[3] ?? '' });
    } else if (events.length > 0) {
      // A line of the note before.
      events.at(-1)!.note += `\n${line}`;
    } else if (line.trim() !== '') {
      return { ok: false, error: `“${line.trim()}” is not an event (a time, then call, interview, …).` };
    }
  }
  for (const event of events) event.note = event.note!.replace(/\n+$/, '');
  if (events.length > 200) return { ok: false, error: `${events.length} events; an import takes 200.` };
  return { ok: true, value: events };
}
