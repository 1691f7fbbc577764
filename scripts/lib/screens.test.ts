// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCREENS, takesFullPage } from './screens';

const screen = (name: string) => SCREENS.find((candidate) => candidate.name === name)!;

describe('takesFullPage', () => {
  it('takes a page whole, and the window when something is opened on it', () => {
    expect(takesFullPage(screen('home'))).toBe(true);
    expect(takesFullPage(screen('board'))).toBe(true);
    expect(takesFullPage(screen('add-application'))).toBe(false);
    expect(takesFullPage(screen('command-palette'))).toBe(false);
  });

  it('takes only the first screen of the legal pages, which are long and all alike', () => {
    expect(takesFullPage(screen('terms'))).toBe(false);
    expect(takesFullPage(screen('privacy-policy'))).toBe(false);
  });

  it('takes insights whole though a view is opened on it, and the load error whole', () => {
    expect(takesFullPage(screen('insights'))).toBe(true);
    expect(takesFullPage(screen('load-error'))).toBe(true);
  });
});

describe('SCREENS', () => {
  it('names each screen once, as the files are named after them', () => {
    const names = SCREENS.map((each) => each.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
