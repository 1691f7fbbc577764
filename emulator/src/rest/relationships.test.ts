// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Catalogue, type ForeignKey, type FunctionInfo, type TableInfo } from './catalogue';
import { RestError } from './errors';
import { findRelationship, isToOne, similarity, type Relationship } from './relationships';

// A hand-made schema cache: which relationship each embed finds, without a database.
const table = (name: string, primaryKey: string[], uniques: string[][] = [], kind: 'table' | 'view' = 'table') =>
  [name, { name, kind, columns: new Map(), primaryKey, uniques: [primaryKey, ...uniques] }] as [string, TableInfo];
const key = (name: string, from: string, columns: string[], to: string, refColumns: string[]): ForeignKey => ({
  name,
  table: from,
  columns,
  refTable: to,
  refColumns,
});
const fn = (
  name: string,
  params: string[],
  returns: TableInfo | null,
  returnsSet: boolean,
  rows = 0,
): FunctionInfo => ({
  name,
  params: params.map((relation, index) => ({ name: `p${index}`, type: relation, hasDefault: false, relation })),
  returnType: returns?.name ?? 'int',
  returnsSet,
  returnTable: returns,
  volatility: 'stable',
  rows,
});

const tables = new Map([
  table('people', ['id']),
  table('teams', ['id']),
  table('team_view', [], [], 'view'),
  table('profiles', ['person_id']),
  table('members', ['id']),
  table('memberships', ['team_id', 'person_id']),
  table('team_leads', ['lead_team', 'lead_person']),
  table('loose_links', ['id']),
  table('bare_links', []),
  table('badges', ['id']),
  table('slots', ['team_id', 'slot_no']),
  table('bookings', ['id']),
  table('twins', ['id'], [['twin_id']]),
]);
const people = tables.get('people')!;
const teams = tables.get('teams')!;
const catalogue = new Catalogue(
  tables,
  [
    key('people_manager_id_fkey', 'people', ['manager_id'], 'people', ['id']),
    key('profiles_person_id_fkey', 'profiles', ['person_id'], 'people', ['id']),
    key('members_team_id_fkey', 'members', ['team_id'], 'teams', ['id']),
    // The same key seen through a view of `teams`: embedding by its name or column never means the view.
    key('members_team_id_fkey', 'members', ['team_id'], 'team_view', ['id']),
    key('members_person_id_fkey', 'members', ['person_id'], 'people', ['id']),
    key('memberships_team_id_fkey', 'memberships', ['team_id'], 'teams', ['id']),
    key('memberships_person_id_fkey', 'memberships', ['person_id'], 'people', ['id']),
    key('team_leads_lead_team_fkey', 'team_leads', ['lead_team'], 'teams', ['id']),
    key('team_leads_lead_person_fkey', 'team_leads', ['lead_person'], 'people', ['id']),
    // Junction-shaped, but their primary keys do not hold both keys: no many-to-many through them.
    key('loose_links_team_fkey', 'loose_links', ['team_id'], 'teams', ['id']),
    key('loose_links_person_fkey', 'loose_links', ['person_id'], 'people', ['id']),
    key('bare_links_team_fkey', 'bare_links', ['team_id'], 'teams', ['id']),
    key('bare_links_person_fkey', 'bare_links', ['person_id'], 'people', ['id']),
    key('bookings_slot_fkey', 'bookings', ['team_id', 'slot_no'], 'slots', ['team_id', 'slot_no']),
    key('twins_twin_id_fkey', 'twins', ['twin_id'], 'twins', ['id']),
  ],
  new Map([
    ['lead_team', [fn('lead_team', ['people'], teams, true, 1)]],
    ['led_teams', [fn('led_teams', ['people'], teams, true, 1000)]],
    ['badge', [fn('badge', ['people'], tables.get('badges')!, false)]],
    ['pair', [fn('pair', ['people', 'teams'], teams, true)]],
    ['age', [fn('age', ['people'], null, false)]],
  ]),
);

const find = (parent: string, target: string, hint: string | null = null): Relationship =>
  findRelationship(catalogue, parent, target, hint);
const failure = (run: () => unknown): RestError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('no error');
};
const summary = (relationship: Relationship) => ({
  kind: relationship.kind,
  target: relationship.target,
  self: relationship.self,
  toOne: isToOne(relationship),
  ...(relationship.kind === 'many-to-many'
    ? { junction: relationship.junction }
    : relationship.kind === 'computed'
      ? { fn: relationship.fn.name }
      : { key: relationship.key.name, pairs: relationship.pairs, parentHoldsKey: relationship.parentHoldsKey }),
});

describe('findRelationship', () => {
  it('finds both directions of a foreign key, with the columns to join on', () => {
    expect(summary(find('members', 'teams'))).toEqual({
      kind: 'many-to-one',
      target: 'teams',
      self: false,
      toOne: true,
      key: 'members_team_id_fkey',
      pairs: [['team_id', 'id']],
      parentHoldsKey: true,
    });
    expect(summary(find('teams', 'members'))).toEqual({
      kind: 'one-to-many',
      target: 'members',
      self: false,
      toOne: false,
      key: 'members_team_id_fkey',
      pairs: [['id', 'team_id']],
      parentHoldsKey: false,
    });
    expect(summary(find('bookings', 'slots'))).toMatchObject({
      kind: 'many-to-one',
      pairs: [
        ['team_id', 'team_id'],
        ['slot_no', 'slot_no'],
      ],
    });
  });

  it('calls a key on unique columns one-to-one, from either side', () => {
    expect(summary(find('people', 'profiles'))).toMatchObject({
      kind: 'one-to-one',
      toOne: true,
      parentHoldsKey: false,
    });
    expect(summary(find('profiles', 'people'))).toMatchObject({
      kind: 'one-to-one',
      toOne: true,
      parentHoldsKey: true,
    });
    // A unique key to its own table is one-to-one only from the side that holds it.
    expect(summary(find('twins', 'twin_id'))).toMatchObject({ kind: 'one-to-one', self: true, parentHoldsKey: true });
    expect(summary(find('twins', 'twins', 'twins_twin_id_fkey'))).toMatchObject({
      kind: 'one-to-one',
      parentHoldsKey: true,
    });
  });

  it('goes through a junction whose primary key holds both keys, and only such a junction', () => {
    expect(summary(find('teams', 'people', 'memberships'))).toEqual({
      kind: 'many-to-many',
      target: 'people',
      self: false,
      toOne: false,
      junction: 'memberships',
    });
    const error = failure(() => find('teams', 'people'));
    expect(error.status).toBe(300);
    expect(error.code).toBe('PGRST201');
    expect(error.hint).toBe(
      "Try changing 'people' to one of the following: 'people!memberships', 'people!team_leads'. Find the desired relationship in the 'details' key.",
    );
    expect(error.body.details).toEqual([
      {
        cardinality: 'many-to-many',
        embedding: 'teams with people',
        relationship: 'memberships using memberships_team_id_fkey(team_id) and memberships_person_id_fkey(person_id)',
      },
      {
        cardinality: 'many-to-many',
        embedding: 'teams with people',
        relationship:
          'team_leads using team_leads_lead_team_fkey(lead_team) and team_leads_lead_person_fkey(lead_person)',
      },
    ]);
    expect(failure(() => find('teams', 'people', 'loose_links')).code).toBe('PGRST200');
    expect(failure(() => find('teams', 'people', 'bare_links')).code).toBe('PGRST200');
  });

  it('reads a self-reference as its children, or as the parent through its column', () => {
    expect(summary(find('people', 'people'))).toMatchObject({
      kind: 'one-to-many',
      self: true,
      pairs: [['id', 'manager_id']],
    });
    expect(summary(find('people', 'manager_id'))).toMatchObject({
      kind: 'many-to-one',
      self: true,
      pairs: [['manager_id', 'id']],
    });
    expect(summary(find('people', 'people', 'manager_id'))).toMatchObject({ kind: 'one-to-many', self: true });
    expect(failure(() => find('people', 'people', 'id')).code).toBe('PGRST200');
  });

  it('takes a constraint or a column for the target, never meaning a view that way', () => {
    expect(summary(find('members', 'members_team_id_fkey'))).toMatchObject({ target: 'teams', kind: 'many-to-one' });
    expect(summary(find('members', 'team_id'))).toMatchObject({ target: 'teams', kind: 'many-to-one' });
    expect(summary(find('members', 'team_view'))).toMatchObject({ target: 'team_view', kind: 'many-to-one' });
    // A column of a composite key names no relationship.
    expect(failure(() => find('bookings', 'team_id')).code).toBe('PGRST200');
  });

  it('takes a hint naming the constraint, either column or the junction', () => {
    for (const hint of ['members_team_id_fkey', 'team_id', 'id']) {
      expect(summary(find('members', 'teams', hint)), hint).toMatchObject({ target: 'teams', kind: 'many-to-one' });
    }
    expect(summary(find('teams', 'people', 'team_leads'))).toMatchObject({ junction: 'team_leads' });
    const error = failure(() => find('members', 'teams', 'person_id'));
    expect(error.status).toBe(400);
    expect(error.details).toBe(
      "Searched for a foreign key relationship between 'members' and 'teams' using the hint 'person_id' in the schema 'public', but no matches were found.",
    );
  });

  it('embeds functions of one row that return rows, to-one when they return one', () => {
    expect(summary(find('people', 'lead_team'))).toEqual({
      kind: 'computed',
      target: 'lead_team',
      self: false,
      toOne: true,
      fn: 'lead_team',
    });
    expect(isToOne(find('people', 'led_teams'))).toBe(false);
    expect(isToOne(find('people', 'badge'))).toBe(true);
    // Two parameters, or a scalar result: not a relationship.
    expect(failure(() => find('people', 'pair')).code).toBe('PGRST200');
    expect(failure(() => find('people', 'age')).code).toBe('PGRST200');
    expect(failure(() => find('teams', 'lead_team')).code).toBe('PGRST200');
  });
});

describe('PGRST200 suggestions', () => {
  const hintFor = (parent: string, target: string) => failure(() => find(parent, target)).hint;

  it('suggests the closest related table, counting a computed relationship as the table it returns', () => {
    expect(hintFor('members', 'teamz')).toBe("Perhaps you meant 'teams' instead of 'teamz'.");
    expect(hintFor('people', 'badgez')).toBe("Perhaps you meant 'badges' instead of 'badgez'.");
    expect(hintFor('members', 'zzzzz')).toBeNull();
  });

  it('suggests at half similarity and above, never an exact name, the first of equals', () => {
    const tied = new Catalogue(new Map([table('notes', ['id']), table('tag_a', ['id']), table('tag_b', ['id'])]), [
      key('notes_a_fkey', 'notes', ['a'], 'tag_a', ['id']),
      key('notes_b_fkey', 'notes', ['b'], 'tag_b', ['id']),
    ]);
    const hint = (target: string) => failure(() => findRelationship(tied, 'notes', target, null)).hint;
    expect(hint('tag_c')).toBe("Perhaps you meant 'tag_a' instead of 'tag_c'.");
    expect(hint('tagxyz')).toBe("Perhaps you meant 'tag_a' instead of 'tagxyz'.");
    expect(hint('tagxyzw')).toBeNull();
    expect(hint('TAG_A')).toBe("Perhaps you meant 'tag_b' instead of 'TAG_A'.");
  });
});

describe('similarity', () => {
  it('is one minus the edit distance over the longer length, ignoring case', () => {
    expect(similarity('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7);
    expect(similarity('Tag_A', 'tag_a')).toBe(1);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', '')).toBe(0);
    expect(similarity('', 'ab')).toBe(0);
    expect(similarity('abcd', 'abxd')).toBe(0.75);
    expect(similarity('abcd', 'bcd')).toBe(0.75);
    expect(similarity('bcd', 'abcd')).toBe(0.75);
  });
});

it('keeps one answer per catalogue and parent', () => {
  expect(find('members', 'teams')).toBe(find('members', 'teams'));
  expect(people.name).toBe('people');
});
