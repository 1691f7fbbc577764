/** What the palette searches an application by. */
export interface Searchable {
  id: string;
  company: string;
  position: string;
}

/** Lower case without accents, so "cafe" finds "Café" and "ACME" finds "Acme". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function tokens(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

interface Entry<T> {
  item: T;
  company: string;
  text: string;
  words: string[];
}

/**
 * An index of the applications by company and position, built once per board (normalising 5,000 names on
 * every keystroke is most of a search's cost). `search` keeps the applications whose company or position
 * holds every word of the query, best first: the company starting with the query, then a word starting
 * with its first word, then anywhere; the board's order among equals. At most `limit` come back, and the
 * search stops looking once it has `limit` of the best kind.
 */
export function createApplicationIndex<T extends Searchable>(applications: readonly T[]) {
  const entries: Entry<T>[] = applications.map((item) => {
    const company = normalise(item.company);
    const text = `${company} ${normalise(item.position)}`;
    return { item, company, text, words: text.split(/\s+/) };
  });
  return {
    search(query: string, limit: number): T[] {
      const words = tokens(query);
      if (words.length === 0 || limit <= 0) return [];
      const whole = words.join(' ');
      const ranks: T[][] = [[], [], []];
      for (const entry of entries) {
        if (!words.every((word) => entry.text.includes(word))) continue;
        const rank = entry.company.startsWith(whole) ? 0 : entry.words.some((w) => w.startsWith(words[0]!)) ? 1 : 2;
        ranks[rank]!.push(entry.item);
        if (ranks[0]!.length >= limit) break;
      }
      return ranks.flat().slice(0, limit);
    },
  };
}

/** A palette command: what it says, and other words it answers to. */
export interface Command {
  id: string;
  label: string;
  keywords?: readonly string[];
}

/** The commands whose label or keywords hold every word of the query; all of them for an empty query. */
export function filterCommands<T extends Command>(commands: readonly T[], query: string): T[] {
  const words = tokens(query);
  return commands.filter((command) => {
    const text = normalise([command.label, ...(command.keywords ?? [])].join(' '));
    return words.every((word) => text.includes(word));
  });
}
