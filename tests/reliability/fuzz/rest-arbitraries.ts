import fc from 'fast-check';
import { FULL_TEXT, OPERATORS as GRAMMAR_OPERATORS, QUANTIFIABLE } from '../../../emulator/src/rest/filter-grammar';

// Arbitraries for PostgREST requests: mostly well-formed pieces of the grammar, combined at random and
// salted with malformed ones, so that cases reach deep into the parser and the SQL it builds.

const HOSTILE = ["'", '"', '\\', '(', ')', ',', '.', '*', '%', ':', '::', "'; drop table x; --", '\u0000', 'é😀', ''];

export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('null', 'true', 'false', '1', '-1', '1e309', 'NaN', '2026-01-01') },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

export const TABLES = ['job_applications', 'company_insights', 'portfolios', 'casestudies', 'lookup_values'];
const COLUMNS = [
  'id',
  'user_id',
  'company',
  'company_key',
  'position',
  'source',
  'source_url',
  'status',
  'applied_date',
  'last_updated',
  'user_name',
  'kind',
  'name',
  'slug',
];

export const table = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TABLES) },
  { weight: 1, arbitrary: text },
  // RPC: a function that is not there, one with a near name, or text.
  {
    weight: 1,
    arbitrary: fc.oneof(fc.constantFrom('job_applications_before_write', 'nope', 'now'), text).map((f) => `rpc/${f}`),
  },
);
const plainColumn = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...COLUMNS) }, { weight: 1, arbitrary: text });
/** A column as a filter key or select item may name it: plain, quoted, or with a JSON path. */
const column = fc.oneof(
  { weight: 6, arbitrary: plainColumn },
  { weight: 1, arbitrary: plainColumn.map((c) => `"${c}"`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        plainColumn,
        fc.array(fc.tuple(fc.constantFrom('->', '->>'), fc.oneof(text, fc.nat(5).map(String))), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(([c, steps]) => `${c}${steps.map(([arrow, key]) => `${arrow}${key}`).join('')}`),
  },
);

/**
 * Every operator the filter grammar knows (imported, so a new one is fuzzed too), with configurations,
 * quantifiers and a few it must refuse.
 */
const OPERATORS = [
  ...GRAMMAR_OPERATORS,
  ...FULL_TEXT.map((op) => `${op}(english)`),
  'wfts(simple)',
  'fts(no_such_config)',
  ...QUANTIFIABLE.map((op) => `${op}(any)`),
  ...QUANTIFIABLE.map((op) => `${op}(all)`),
  'eq(some)',
];
const operator = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...OPERATORS) },
  { weight: 2, arbitrary: fc.constantFrom(...OPERATORS).map((op) => `not.${op}`) },
  { weight: 1, arbitrary: text },
);
const list = fc.array(text, { maxLength: 4 }).map((values) => `(${values.join(',')})`);
const braced = fc.array(text, { maxLength: 4 }).map((values) => `{${values.join(',')}}`);
const range = fc
  .tuple(fc.constantFrom('[', '('), fc.integer(), fc.integer(), fc.constantFrom(']', ')'))
  .map(([a, b, c, d]) => `${a}${b},${c}${d}`);
const operand = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: list },
  { weight: 1, arbitrary: braced },
  { weight: 1, arbitrary: range },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
);

/** `col.op.value`, as inside a logic tree. */
const condition = fc.tuple(column, operator, operand).map(([c, o, v]) => `${c}.${o}.${v}`);

/** Nested `or(...)` / `and(...)` trees, sometimes deeper than the emulator's limit of 8 levels. */
const { tree } = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    condition,
    fc
      .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.array(tie('tree'), { minLength: 1, maxLength: 3 }))
      .map(([logic, items]) => `${logic}(${items.join(',')})`),
  ),
}));

const selectItem = fc.oneof(
  { weight: 4, arbitrary: column },
  { weight: 1, arbitrary: fc.constant('*') },
  { weight: 1, arbitrary: fc.tuple(text, column).map(([alias, c]) => `${alias}:${c}`) },
  {
    weight: 1,
    arbitrary: fc.tuple(column, fc.constantFrom('text', 'int', 'json', 'x', '')).map(([c, t]) => `${c}::${t}`),
  },
  { weight: 1, arbitrary: fc.tuple(column, column).map(([a, b]) => `${a}(${b})`) },
  { weight: 1, arbitrary: fc.tuple(column).map(([c]) => `${c}.count()`) },
  {
    weight: 2,
    // Embeds of the tables (related or not), with aliases, hints, join types, spreads and nesting.
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '...', 'alias:'),
        fc.oneof(fc.constantFrom(...TABLES, 'users'), text),
        fc.constantFrom('', '!inner', '!left', '!fk', '!inner!left', '!user_id'),
        fc.array(fc.oneof(column, fc.constant('*'), fc.constant('x(y(z))')), { maxLength: 3 }),
      )
      .map(([prefix, name, hint, items]) => `${prefix}${name}${hint}(${items.join(',')})`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        column,
        fc.constantFrom('count', 'sum', 'avg', 'min', 'max', 'median'),
        fc.constantFrom('', '::int', '::x'),
      )
      .map(([c, aggregate, cast]) => `${c}.${aggregate}()${cast}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('count()', 'total:count()', 'count()::text', '"a""b"', '"unterminated') },
);

const orderTerm = fc
  .tuple(column, fc.constantFrom('', '.asc', '.desc', '.x'), fc.constantFrom('', '.nullsfirst', '.nullslast'))
  .map(([c, dir, nulls]) => `${c}${dir}${nulls}`);

type Parameter = [key: string, value: string];
const pair = (key: string, value: string): Parameter => [key, value];

/** One query parameter, `key=value`, value URL-encoded. */
const parameter: fc.Arbitrary<Parameter> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.array(selectItem, { minLength: 1, maxLength: 4 }).map((items) => pair('select', items.join(','))),
  },
  { weight: 4, arbitrary: fc.tuple(column, operator, operand).map(([c, o, v]) => pair(c, `${o}.${v}`)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.array(tree, { minLength: 1, maxLength: 3 }))
      .map(([k, items]) => pair(k, `(${items.join(',')})`)),
  },
  {
    weight: 1,
    arbitrary: fc.array(orderTerm, { minLength: 1, maxLength: 3 }).map((terms) => pair('order', terms.join(','))),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('limit', 'offset'),
      fc.oneof(fc.integer({ min: -5, max: 5000 }).map(String), text),
    ),
  },
  { weight: 1, arbitrary: fc.array(column, { minLength: 1, maxLength: 3 }).map((cs) => pair('columns', cs.join(','))) },
  { weight: 1, arbitrary: fc.tuple(text, text) },
  {
    weight: 1,
    // Options of an embedded resource: `table.order`, `table.limit`, `table.col=op.value`, `table.or`.
    arbitrary: fc
      .tuple(
        fc.constantFrom(...TABLES, 'alias'),
        fc.constantFrom('order', 'limit', 'offset', 'or', 'company', 'status'),
        fc.oneof(operand, fc.constant('eq.1'), fc.constant('(id.eq.1)')),
      )
      .map(([t, key, value]) => pair(`${t}.${key}`, value)),
  },
  {
    weight: 1,
    arbitrary: fc.array(column, { minLength: 1, maxLength: 2 }).map((cs) => pair('on_conflict', cs.join(','))),
  },
);

export const queryString = fc
  .array(parameter, { maxLength: 6 })
  .map((parameters) => parameters.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

/** What a client can put in a header at all: visible ASCII and spaces (fetch refuses the rest itself). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 24,
});

/** A header one time in four: most requests, like the app's, send none of these. */
const sometimes = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

export const restHeaders = fc
  .record({
    prefer: sometimes(
      fc.oneof(
        fc.constantFrom(
          'return=representation',
          'return=minimal',
          'count=exact',
          'count=planned',
          'resolution=merge-duplicates',
        ),
        headerText,
      ),
    ),
    accept: sometimes(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            'application/json',
            'application/vnd.pgrst.object+json',
            '*/*',
            'application/vnd.pgrst.object+json;nulls=stripped',
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom('text/csv', 'application/xml') },
        { weight: 1, arbitrary: headerText },
      ),
    ),
    range: sometimes(
      fc.oneof(
        fc.tuple(fc.integer({ min: -3, max: 2000 }), fc.integer({ min: -3, max: 2000 })).map(([a, b]) => `${a}-${b}`),
        headerText,
      ),
    ),
    'content-type': sometimes(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8'),
    ),
  })
  .map((headers) =>
    Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'job_openings',
      'rejected',
      'linkedin',
      'referral',
      'https://example.test/job',
      'javascript:alert(1)',
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 260 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** An application-like object: real and unknown keys, values of any JSON type. */
const row = fc.dictionary(column, fieldValue, { maxKeys: 7 });

/** Request bodies: objects, arrays of them, any JSON, or text that is not JSON at all. */
export const body = fc.oneof(
  { weight: 4, arbitrary: row.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.array(row, { maxLength: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: row.map((value) => JSON.stringify(value).slice(0, -1)) },
);
