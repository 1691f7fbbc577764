import type { Catalogue, ForeignKey, FunctionInfo } from './catalogue';
import { RestError } from './errors';

/** How a parent reaches an embedded resource: one foreign key, either way, or two through a junction. */
export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      key: ForeignKey;
      parent: string;
      target: string;
      /** `[parent column, target column]` pairs to join on. */
      pairs: Array<[string, string]>;
      self: boolean;
      /** The parent holds the key (many-to-one, or one-to-one from the referencing side). */
      parentHoldsKey: boolean;
    }
  | {
      kind: 'many-to-many';
      parent: string;
      target: string;
      junction: string;
      keyToParent: ForeignKey;
      keyToTarget: ForeignKey;
      self: boolean;
    }
  | {
      /** A function taking the parent's row and returning rows of a table: PostgREST's computed relationship. */
      kind: 'computed';
      parent: string;
      target: string;
      fn: FunctionInfo;
      toOne: boolean;
      self: false;
    };

export const isToOne = (relationship: Relationship): boolean =>
  relationship.kind === 'many-to-one' ||
  relationship.kind === 'one-to-one' ||
  (relationship.kind === 'computed' && relationship.toOne);

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((item) => b.includes(item));

/** Every relationship of `parent`, as PostgREST's schema cache lists them. */
function relationshipsOf(catalogue: Catalogue, parent: string): Relationship[] {
  const cached = relationshipCache.get(catalogue)?.get(parent);
  if (cached) return cached;
  const unique = (table: string, columns: string[]): boolean =>
    (catalogue.tables.get(table)?.uniques ?? []).some((set) => sameSet(set, columns));
  const found: Relationship[] = [];
  for (const key of catalogue.foreignKeys) {
    const self = key.table === key.refTable;
    if (key.table === parent) {
      found.push({
        kind: unique(key.table, key.columns) ? 'one-to-one' : 'many-to-one',
        key,
        parent,
        target: key.refTable,
        pairs: key.columns.map((column, index) => [column, key.refColumns[index]!]),
        self,
        parentHoldsKey: true,
      });
    }
    if (key.refTable === parent) {
      found.push({
        kind: unique(key.table, key.columns) && !self ? 'one-to-one' : 'one-to-many',
        key,
        parent,
        target: key.table,
        pairs: key.refColumns.map((column, index) => [column, key.columns[index]!]),
        self,
        parentHoldsKey: false,
      });
    }
  }
  for (const toParent of catalogue.foreignKeys) {
    if (toParent.refTable !== parent) continue;
    const junction = catalogue.tables.get(toParent.table);
    // A junction's primary key holds both keys' columns (an empty one holds none).
    if (!junction) continue;
    for (const toTarget of catalogue.foreignKeys) {
      if (toTarget.table !== toParent.table || toTarget.name === toParent.name) continue;
      const columns = [...toParent.columns, ...toTarget.columns];
      if (!columns.every((column) => junction.primaryKey.includes(column))) continue;
      found.push({
        kind: 'many-to-many',
        parent,
        target: toTarget.refTable,
        junction: junction.name,
        keyToParent: toParent,
        keyToTarget: toTarget,
        self: toTarget.refTable === parent,
      });
    }
  }
  for (const overloads of catalogue.functions.values()) {
    for (const fn of overloads) {
      if (fn.params.length !== 1 || fn.params[0]!.relation !== parent || !fn.returnTable) continue;
      found.push({
        kind: 'computed',
        parent,
        target: fn.name,
        fn,
        toOne: !fn.returnsSet || fn.rows === 1,
        self: false,
      });
    }
  }
  let perCatalogue = relationshipCache.get(catalogue);
  if (!perCatalogue) {
    perCatalogue = new Map();
    relationshipCache.set(catalogue, perCatalogue);
  }
  perCatalogue.set(parent, found);
  return found;
}

const relationshipCache = new WeakMap<Catalogue, Map<string, Relationship[]>>();

function singleColumn(relationship: Relationship, side: 'source' | 'target'): string | null {
  if (relationship.kind === 'many-to-many' || relationship.kind === 'computed') return null;
  const { key } = relationship;
  if (key.columns.length !== 1) return null;
  // PostgREST's "source" columns are those of the relationship's own table (the parent's side).
  const parentSide = relationship.parentHoldsKey ? key.columns[0]! : key.refColumns[0]!;
  const targetSide = relationship.parentHoldsKey ? key.refColumns[0]! : key.columns[0]!;
  return side === 'source' ? parentSide : targetSide;
}

const constraintOf = (relationship: Relationship): string | null =>
  relationship.kind === 'many-to-many' || relationship.kind === 'computed' ? null : relationship.key.name;

function matches(catalogue: Catalogue, relationship: Relationship, target: string, hint: string | null): boolean {
  if (relationship.kind === 'computed') return target === relationship.fn.name;
  const toView = catalogue.tables.get(relationship.target)?.kind === 'view';
  const isManyToOne = relationship.kind === 'many-to-one';
  const isOneToMany = relationship.kind === 'one-to-many';
  if (relationship.self && relationship.kind !== 'many-to-many' && relationship.kind !== 'one-to-one') {
    if (hint === null) {
      return (
        (target === relationship.target && isOneToMany) ||
        (singleColumn(relationship, 'source') === target && isManyToOne)
      );
    }
    return target === relationship.target && isOneToMany && singleColumn(relationship, 'target') === hint;
  }
  if (hint === null) {
    return (
      target === relationship.target ||
      (constraintOf(relationship) === target && !toView) ||
      (singleColumn(relationship, 'source') === target && !toView)
    );
  }
  return (
    target === relationship.target &&
    (constraintOf(relationship) === hint ||
      singleColumn(relationship, 'source') === hint ||
      singleColumn(relationship, 'target') === hint ||
      (relationship.kind === 'many-to-many' && relationship.junction === hint))
  );
}

/** Similarity of two names, 1 − edit distance / longer length: enough to suggest a near miss. */
export function similarity(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return 1 - previous[right.length]! / Math.max(left.length, right.length, 1);
}

const parenthesised = (columns: string[]): string => `(${columns.join(', ')})`;

function describe(relationship: Relationship): Record<string, string> {
  const embedding = `${relationship.parent} with ${relationship.target}`;
  if (relationship.kind === 'computed') return {};
  if (relationship.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${relationship.junction} using ${relationship.keyToParent.name}${parenthesised(
        relationship.keyToParent.columns,
      )} and ${relationship.keyToTarget.name}${parenthesised(relationship.keyToTarget.columns)}`,
    };
  }
  const { pairs } = relationship;
  return {
    cardinality: relationship.kind,
    embedding,
    relationship: `${relationship.key.name} using ${relationship.parent}${parenthesised(
      pairs.map(([source]) => source),
    )} and ${relationship.target}${parenthesised(pairs.map(([, target]) => target))}`,
  };
}

/** The one relationship `parent` → `target` (with an optional `!hint`), or PostgREST's PGRST200/PGRST201. */
export function findRelationship(
  catalogue: Catalogue,
  parent: string,
  target: string,
  hint: string | null,
): Relationship {
  const all = relationshipsOf(catalogue, parent);
  const found = all.filter((relationship) => matches(catalogue, relationship, target, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    let suggestion: string | null = null;
    let best = 0;
    // PostgREST suggests among the tables the parent relates to: a computed relationship counts as the
    // table its function returns, not as the function's name.
    const related = all.map((relationship) =>
      relationship.kind === 'computed' ? (relationship.fn.returnTable?.name ?? '') : relationship.target,
    );
    for (const name of new Set(related)) {
      const score = similarity(name, target);
      if (score > best && score < 1 && score >= 0.5) {
        best = score;
        suggestion = name;
      }
    }
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}'${
        hint === null ? '' : ` using the hint '${hint}'`
      } in the schema 'public', but no matches were found.`,
      suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null,
    );
  }
  const hints = found
    .map((relationship) => {
      if (relationship.kind === 'computed') return `'${relationship.target}'`;
      const name = relationship.kind === 'many-to-many' ? relationship.junction : relationship.key.name;
      return `'${relationship.target}!${name}'`;
    })
    .join(', ');
  const error = new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
    null,
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
  error.detailsJson = found.map(describe);
  throw error;
}
