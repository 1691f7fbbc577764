import { emptyPosting, workModeIn, type Posting } from './posting.ts';
import { salaryFromText } from './salary-text.ts';

const LABELS: Array<[keyof Pick<Posting, 'company' | 'position' | 'location'> | 'salary' | 'workMode', RegExp]> = [
  ['company', /^(?:company|employer|organi[sz]ation|hiring company)\s*[:–—-]\s*(.+)$/i],
  ['position', /^(?:position|job title|title|role)\s*[:–—-]\s*(.+)$/i],
  ['location', /^(?:location|locations|based in|office)\s*[:–—-]\s*(.+)$/i],
  ['salary', /^(?:salary|salary range|base salary|compensation|pay|pay range)\s*[:–—-]?\s*(.+)$/i],
  ['workMode', /^(?:work ?mode|workplace(?: type)?|work type|remote)\s*[:–—-]\s*(.+)$/i],
];

/** What a work-mode line says of the mode: "Remote: yes" answers its label rather than naming one. */
const modeText = (line: string, value: string): string =>
  /^remote\b/i.test(line) && /^(yes|true)\b/i.test(value) ? 'remote' : value;

/**
 * A posting pasted as text, read by a few plain rules: labelled lines ("Company: …", "Location: …",
 * "Salary: …"); a first line "X at Y" or "Y is hiring X"; otherwise a short first line is the position, and
 * a second line "Company · Place (Hybrid)" (as job boards lay out their header) gives company and place.
 * A salary is read from its labelled line or the first line that names an amount in a currency; the link
 * is the first http(s) address; the description is the whole text.
 */
export function postingFromText(text: string): Posting {
  const posting = emptyPosting();
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  let salaryLine = '';
  let modeLine = '';
  for (const line of lines.slice(0, 200)) {
    for (const [field, pattern] of LABELS) {
      const match = pattern.exec(line);
      if (!match) continue;
      if (field === 'salary') salaryLine ||= match[1]!;
      else if (field === 'workMode') modeLine ||= modeText(line, match[1]!);
      else posting[field] ||= match[1]!;
      break;
    }
  }
  const first = lines[0] ?? '';
  const labelled = (line: string) => LABELS.some(([, pattern]) => pattern.test(line));
  if (!posting.position && first && !labelled(first)) {
    const at = /^(.+?) (?:at|@) (.+)$/i.exec(first);
    const hiring = /^(.+?) is hiring (?:an? )?(.+)$/i.exec(first);
    if (at) {
      posting.position = at[1]!;
      posting.company ||= at[2]!;
    } else if (hiring) {
      posting.company ||= hiring[1]!;
      posting.position = hiring[2]!;
    } else if (first.length <= 120 && !/[.!?]$/.test(first)) {
      posting.position = first;
      const second = lines[1] ?? '';
      const header = /^([^·•|]+?)\s*[·•|]\s*(.+)$/.exec(second);
      if (header && !labelled(second)) {
        posting.company ||= header[1]!;
        const place = header[2]!.split(/\s*[·•|]\s*/)[0]!;
        posting.location ||= place.replace(/\s*\((?:remote|hybrid|on-?site)\)\s*$/i, '');
        modeLine ||= place;
      }
    }
  }
  posting.workMode = workModeIn(modeLine) ?? workModeIn(posting.location);
  posting.salary =
    (salaryLine && salaryFromText(salaryLine)) ||
    lines
      .slice(0, 200)
      .filter((line) => /[$€£¥₹]|\b(USD|EUR|GBP|CAD|AUD|CHF)\b/.test(line))
      .map(salaryFromText)
      .find(Boolean) ||
    posting.salary;
  posting.url = /https?:\/\/[^\s<>"')\]]+/i.exec(text)?.[0] ?? '';
  posting.description = text.trim();
  return posting;
}
