// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApplicationIndex, filterCommands, normalise } from './palette-search';

const app = (id: string, company: string, position: string) => ({ id, company, position });

const apps = [
  app('1', 'Figma', 'Product Designer'),
  app('2', 'Stripe', 'Design Systems Lead'),
  app('3', 'Café Figueira', 'UX Writer'),
  app('4', 'Linear', 'Senior Product Designer'),
  app('5', 'Notion', 'Brand Designer'),
];

const ids = (list: readonly { id: string }[]) => list.map((each) => each.id);

describe('normalise', () => {
  it('lowers the case and drops accents', () => {
    expect(normalise('  Café ÉCLAIR ')).toBe('cafe eclair');
  });
});

describe('createApplicationIndex', () => {
  it('finds applications by part of the company or the position, whatever the case and accents', () => {
    const index = createApplicationIndex(apps);
    expect(ids(index.search('stri', 10))).toEqual(['2']);
    expect(ids(index.search('CAFE', 10))).toEqual(['3']);
    expect(ids(index.search('writer', 10))).toEqual(['3']);
  });

  it('needs every word of the query, in the company or the position', () => {
    const index = createApplicationIndex(apps);
    expect(ids(index.search('product linear', 10))).toEqual(['4']);
    expect(ids(index.search('designer notion', 10))).toEqual(['5']);
    expect(index.search('figma writer', 10)).toEqual([]);
  });

  it('puts a company that starts with the query first, then a word that starts with it, then the rest', () => {
    const index = createApplicationIndex([
      app('a', 'Acme', 'Designer at Figmaland'),
      app('b', 'Tofig', 'Designer'),
      app('c', 'Studio', 'Figma specialist'),
      app('d', 'Figma', 'Designer'),
    ]);
    expect(ids(index.search('fig', 10))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('keeps the board order among equals', () => {
    const index = createApplicationIndex(apps);
    expect(ids(index.search('design', 10))).toEqual(['1', '2', '4', '5']);
  });

  it('returns at most limit, and nothing for an empty query', () => {
    const index = createApplicationIndex(apps);
    expect(ids(index.search('designer', 2))).toEqual(['1', '4']);
    expect(index.search('   ', 10)).toEqual([]);
    expect(index.search('designer', 0)).toEqual([]);
    // With room for one, the best match wins however late it comes on the board.
    expect(ids(index.search('figma', 1))).toEqual(['1']);
    const late = createApplicationIndex([app('a', 'Acme', 'Figma expert'), app('b', 'Figma', 'Designer')]);
    expect(ids(late.search('fig', 1))).toEqual(['b']);
  });

  it('finds one application among 5,000, however much of the name is typed', () => {
    const many = Array.from({ length: 5000 }, (_, i) => app(String(i), `Company ${i}`, `Designer ${i % 37}`));
    const index = createApplicationIndex(many);
    for (const query of ['c', 'co', 'company 49']) expect(index.search(query, 12)).toHaveLength(12);
    expect(index.search('zzz', 12)).toEqual([]);
    expect(ids(index.search('company 4999', 12))).toEqual(['4999']);
  });
});

describe('filterCommands', () => {
  const commands = [
    { id: 'table', label: 'Table view', keywords: ['list', 'rows'] },
    { id: 'add', label: 'Add new application', keywords: ['create'] },
  ];

  it('keeps the commands whose label or keywords hold every word', () => {
    expect(ids(filterCommands(commands, 'tab'))).toEqual(['table']);
    expect(ids(filterCommands(commands, 'CREATE app'))).toEqual(['add']);
    expect(ids(filterCommands(commands, 'rows view'))).toEqual(['table']);
    expect(filterCommands(commands, 'export')).toEqual([]);
  });

  it('keeps all of them for an empty query', () => {
    expect(ids(filterCommands(commands, ''))).toEqual(['table', 'add']);
  });
});
