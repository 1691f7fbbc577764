// @vitest-environment node
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TableInfo } from './catalogue';
import { RestError } from './errors';
import { parsePrefer, parseRequest, type RestSettings } from './parse-request';

// The request parser without a server: headers and query keys in, the query the handler runs out.
const settings: RestSettings = { allowTxOverride: true, aggregates: false };
const table: TableInfo = {
  name: 'items',
  kind: 'table',
  columns: new Map(['id', 'name', 'qty'].map((name) => [name, { name, type: 'int' }])),
  primaryKey: ['id'],
  uniques: [['id']],
};
const parse = (
  query: string | URLSearchParams,
  headers: IncomingHttpHeaders = {},
  method = 'GET',
  argNames?: Set<string>,
) => parseRequest(method, { table, argNames }, new URLSearchParams(query), headers, settings);
const failure = (run: () => unknown): RestError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('parsePrefer', () => {
  it('reads every accepted preference, from one header or several, and lists those applied in order', () => {
    const prefer = parsePrefer(
      [
        'tx=rollback , resolution=merge-duplicates',
        ',missing=default,return=representation,count=exact,handling=strict,max-affected=5,params=single-object',
      ],
      settings,
    );
    expect(prefer).toEqual({
      representation: true,
      headersOnly: false,
      count: 'exact',
      resolution: 'merge-duplicates',
      missingDefault: true,
      strict: true,
      maxAffected: 5,
      rollback: true,
      singleObject: true,
      applied: [
        'resolution=merge-duplicates',
        'missing=default',
        'return=representation',
        'count=exact',
        'tx=rollback',
        'handling=strict',
        'max-affected=5',
      ],
    });
  });

  it('has nothing applied without a header', () => {
    expect(parsePrefer(undefined, settings)).toEqual({
      representation: false,
      headersOnly: false,
      count: null,
      resolution: null,
      missingDefault: false,
      strict: false,
      maxAffected: null,
      rollback: false,
      singleObject: false,
      applied: [],
    });
  });

  it('takes the first accepted value of a preference and skips values it does not know', () => {
    const prefer = parsePrefer('return=bogus, return=headers-only, return=representation, count=planned', settings);
    expect(prefer.headersOnly).toBe(true);
    expect(prefer.representation).toBe(false);
    expect(prefer.count).toBe('planned');
    expect(prefer.applied).toEqual(['return=headers-only', 'count=planned']);
    expect(parsePrefer('missing=null, tx=commit', settings)).toMatchObject({
      missingDefault: false,
      rollback: false,
      applied: ['missing=null', 'tx=commit'],
    });
  });

  it('honours tx= only when the setting allows it', () => {
    const prefer = parsePrefer('tx=rollback', { allowTxOverride: false, aggregates: false });
    expect(prefer.rollback).toBe(false);
    expect(prefer.applied).toEqual([]);
  });

  it('refuses unknown preferences under handling=strict only, naming them', () => {
    const error = failure(() =>
      parsePrefer('handling=strict, foo=bar, timezone=UTC, max-affected=2, return=x', settings),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST122');
    expect(error.details).toBe('Invalid preferences: foo=bar, return=x');
    expect(parsePrefer('handling=lenient, foo=bar', settings)).toMatchObject({
      strict: false,
      applied: ['handling=lenient'],
    });
    expect(parsePrefer('handling=strict, timezone=UTC', settings).strict).toBe(true);
  });

  it('reads max-affected as up to nine digits, and only under handling=strict', () => {
    expect(parsePrefer('handling=strict, max-affected=123456789', settings).maxAffected).toBe(123456789);
    expect(parsePrefer('handling=strict, max-affected=0', settings).applied).toEqual([
      'handling=strict',
      'max-affected=0',
    ]);
    expect(parsePrefer('handling=strict, max-affected=1234567890', settings)).toMatchObject({
      maxAffected: null,
      applied: ['handling=strict'],
    });
    expect(parsePrefer('handling=strict, max-affected=-1', settings).maxAffected).toBeNull();
    expect(parsePrefer('max-affected=5', settings)).toMatchObject({ maxAffected: null, applied: [] });
  });
});

describe('the Accept header', () => {
  it('answers an array by default, one object or CSV when asked, nulls stripped when asked', () => {
    expect(parse('')).toMatchObject({ single: false, stripNulls: false, csv: false });
    expect(parse('', { accept: 'application/vnd.pgrst.object+json' })).toMatchObject({ single: true, csv: false });
    expect(parse('', { accept: 'Application/VND.pgrst.object; nulls=stripped' })).toMatchObject({
      single: true,
      stripNulls: true,
    });
    expect(parse('', { accept: 'application/vnd.pgrst.array+json;nulls=stripped' })).toMatchObject({
      single: false,
      stripNulls: true,
    });
    expect(parse('', { accept: 'text/csv; nulls=stripped' })).toMatchObject({
      single: false,
      stripNulls: false,
      csv: true,
    });
    for (const accept of ['application/json', 'application/*', '*/*']) {
      expect(parse('', { accept }), accept).toMatchObject({ single: false, stripNulls: false, csv: false });
    }
  });

  it('takes the first type it serves, and refuses a list of none with 406', () => {
    expect(parse('', { accept: 'text/html, text/csv, application/json' }).csv).toBe(true);
    const error = failure(() => parse('', { accept: 'text/html, image/png' }));
    expect(error.status).toBe(406);
    expect(error.code).toBe('PGRST107');
    expect(error.message).toBe('None of these media types are available: text/html, image/png');
  });
});

describe('the Range header', () => {
  it('pages a read from the first to the last row it names', () => {
    expect(parse('', { range: '0-9' })).toMatchObject({ offset: 0, limit: 10 });
    expect(parse('', { range: ' items=5-5 ' })).toMatchObject({ offset: 5, limit: 1 });
    expect(parse('', { range: '7-' })).toMatchObject({ offset: 7, limit: null });
    expect(parse('', { range: '123456789-123456789' })).toMatchObject({ offset: 123456789, limit: 1 });
  });

  it('ignores a range that ends before it starts, is malformed, or comes with a write', () => {
    for (const range of ['5-4', 'a-b', '1234567890-', '-5', 'items=1-2-3']) {
      expect(parse('', { range }), range).toMatchObject({ offset: 0, limit: null });
    }
    expect(parse('', { range: '2-3' }, 'HEAD')).toMatchObject({ offset: 2, limit: 2 });
    expect(parse('', { range: '2-3' }, 'PATCH')).toMatchObject({ offset: 0, limit: null });
  });

  it('combines with limit= (the smaller wins) and offset= (added)', () => {
    expect(parse('limit=3&offset=4', { range: '10-19' })).toMatchObject({ offset: 14, limit: 3 });
    expect(parse('limit=30', { range: '10-19' })).toMatchObject({ limit: 10 });
    expect(parse('limit=30')).toMatchObject({ limit: 30 });
  });
});

describe('parseRequest', () => {
  it('takes at most 100 query parameters', () => {
    const params = (count: number) =>
      new URLSearchParams(Array.from({ length: count }, (_, index): [string, string] => ['id', `neq.${index}`]));
    expect(parse(params(100)).filters).toHaveLength(100);
    const error = failure(() => parse(params(101)));
    expect(error.code).toBe('PGRST100');
    expect(error.details).toBe('at most 100 are accepted');
  });

  it('serves the public schema only: Accept-Profile on reads, Content-Profile on writes', () => {
    expect(parse('', { 'accept-profile': 'public' }).table).toBe(table);
    expect(failure(() => parse('', { 'accept-profile': 'private' }))).toMatchObject({ status: 406, code: 'PGRST106' });
    expect(failure(() => parse('', { 'accept-profile': 'private' }, 'HEAD'))).toMatchObject({ code: 'PGRST106' });
    expect(parse('', { 'accept-profile': 'private' }, 'POST').table).toBe(table);
    expect(failure(() => parse('', { 'content-profile': 'private' }, 'POST'))).toMatchObject({ code: 'PGRST106' });
    expect(parse('', { 'content-profile': 'private' }, 'GET').table).toBe(table);
  });

  it('reads columns= and on_conflict= as names of the table', () => {
    const query = parse('columns="name",qty&on_conflict=id', {}, 'POST');
    expect(query.columns).toEqual(['name', 'qty']);
    expect(query.onConflict).toEqual(['id']);
    expect(failure(() => parse('columns=id,nope', {}, 'POST'))).toMatchObject({ status: 400, code: 'PGRST204' });
    expect(failure(() => parse('on_conflict="unclosed', {}, 'POST'))).toMatchObject({ code: 'PGRST100' });
    const many = (count: number) => Array.from({ length: count }, () => 'id').join(',');
    expect(parse(`columns=${many(1000)}`, {}, 'POST').columns).toHaveLength(1000);
    expect(failure(() => parse(`columns=${many(1001)}`, {}, 'POST'))).toMatchObject({
      code: 'PGRST100',
      details: 'more than 1000 names',
    });
  });

  it('keeps the parameters named like arguments for a function call', () => {
    const query = parse('name=ada&qty=eq.1', {}, 'GET', new Set(['name']));
    expect([...query.args]).toEqual([['name', 'ada']]);
    expect(query.filters).toMatchObject([{ kind: 'condition', operator: 'eq', value: '1' }]);
  });

  it('gives filters, logic, order and paging keyed by an embed path to that embed', () => {
    const query = parse(
      'select=id,msgs:messages(id,tags(name),more:tags(id)),...authors(name)' +
        '&msgs.order=id.desc&msgs.limit=2&msgs.offset=1&msgs.or=(id.eq.1,id.eq.2)&msgs.tags.name=eq.x' +
        '&msgs.id=gt.3&msgs.not.and=(id.eq.1)&msgs.more.limit=4&authors.name=eq.ann' +
        '&or=(id.eq.1)&not.or=(id.eq.2)&id=eq.9&order=name',
    );
    expect([...query.embedded.keys()].sort()).toEqual(['authors', 'msgs', 'msgs.more', 'msgs.tags']);
    const msgs = query.embedded.get('msgs')!;
    expect(msgs).toMatchObject({
      limit: 2,
      offset: 1,
      order: [{ descending: true }],
      filters: [
        { kind: 'logic', operator: 'or', negated: false },
        { kind: 'condition', operator: 'gt', value: '3' },
        { kind: 'logic', operator: 'and', negated: true },
      ],
    });
    expect(query.embedded.get('msgs.tags')).toEqual({
      filters: [expect.objectContaining({ operator: 'eq', value: 'x' })],
      order: [],
      limit: null,
      offset: 0,
    });
    expect(query.embedded.get('msgs.more')).toMatchObject({ limit: 4, filters: [] });
    expect(query.embedded.get('authors')!.filters).toMatchObject([{ value: 'ann' }]);
    expect(query.filters).toMatchObject([
      { kind: 'logic', operator: 'or', negated: false },
      { kind: 'logic', operator: 'or', negated: true },
      { kind: 'condition', operator: 'eq', value: '9' },
    ]);
    expect(query.order).toHaveLength(1);
    expect(query.limit).toBeNull();
    expect(query.offset).toBe(0);
  });
});
