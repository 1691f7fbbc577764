// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Catalogue, type FunctionInfo } from './catalogue';
import { RestError } from './errors';
import { callable, resolveFunction } from './rpc';

const param = (name: string, type = 'int4', hasDefault = false) => ({ name, type, hasDefault, relation: null });
const fn = (name: string, params: FunctionInfo['params']): FunctionInfo => ({
  name,
  params,
  returnType: 'int4',
  returnsSet: false,
  returnTable: null,
  volatility: 'stable',
  rows: 0,
});
const catalogueOf = (...fns: FunctionInfo[]) => {
  const functions = new Map<string, FunctionInfo[]>();
  for (const one of fns) functions.set(one.name, [...(functions.get(one.name) ?? []), one]);
  return new Catalogue(new Map(), [], functions);
};
const POST = { post: true, singleObject: false };
const GET = { post: false, singleObject: false };

/** The RestError a resolution throws, as a caller reads it. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const { status, code, message, details, hint } = error as RestError;
    return { status, code, message, details, hint };
  }
  throw new Error('resolved');
}

describe('callable', () => {
  it('takes named parameters, or one unnamed json, jsonb, text, xml or bytea parameter', () => {
    expect(callable(fn('f', []))).toBe(true);
    expect(callable(fn('f', [param('a'), param('b')]))).toBe(true);
    for (const type of ['json', 'jsonb', 'text', 'xml', 'bytea'])
      expect(callable(fn('f', [param('', type)]))).toBe(true);
    expect(callable(fn('f', [param('', 'int4')]))).toBe(false);
    expect(callable(fn('f', [param('', 'json'), param('', 'json')]))).toBe(false);
    expect(callable(fn('f', [param('a'), param('', 'json')]))).toBe(false);
  });
});

describe('resolveFunction', () => {
  const add = fn('add', [param('a'), param('b', 'int4', true)]);

  it('matches the required keys with any of the optional ones, and no others', () => {
    const catalogue = catalogueOf(add);
    expect(resolveFunction(catalogue, 'add', ['a'], POST)).toEqual({ fn: add, wholeBody: false });
    expect(resolveFunction(catalogue, 'add', ['b', 'a'], GET)).toEqual({ fn: add, wholeBody: false });
    expect(refusal(() => resolveFunction(catalogue, 'add', ['b'], GET)).code).toBe('PGRST202');
    expect(refusal(() => resolveFunction(catalogue, 'add', ['a', 'c'], GET)).code).toBe('PGRST202');
    expect(refusal(() => resolveFunction(catalogue, 'add', [], GET)).code).toBe('PGRST202');
  });

  it('calls a function without parameters only without keys', () => {
    const none = fn('none', []);
    expect(resolveFunction(catalogueOf(none), 'none', [], GET)).toEqual({ fn: none, wholeBody: false });
    expect(refusal(() => resolveFunction(catalogueOf(none), 'none', ['a'], GET)).message).toBe(
      'Could not find the function public.none(a) in the schema cache',
    );
  });

  it('passes the whole body to one json parameter on Prefer: params=single-object', () => {
    const whole = fn('whole', [param('doc', 'jsonb')]);
    const catalogue = catalogueOf(whole, fn('whole', [param('a'), param('b')]));
    expect(resolveFunction(catalogue, 'whole', ['x'], { post: true, singleObject: true })).toEqual({
      fn: whole,
      wholeBody: true,
    });
    const text = fn('text', [param('doc', 'text')]);
    expect(
      refusal(() => resolveFunction(catalogueOf(text), 'text', ['x'], { post: true, singleObject: true })).code,
    ).toBe('PGRST202');
    const two = fn('two', [param('doc', 'json'), param('more', 'json')]);
    expect(
      refusal(() => resolveFunction(catalogueOf(two), 'two', ['x'], { post: true, singleObject: true })).code,
    ).toBe('PGRST202');
  });

  it('falls back to one unnamed json parameter on POST only', () => {
    const unnamed = fn('unnamed', [param('', 'jsonb')]);
    expect(resolveFunction(catalogueOf(unnamed), 'unnamed', ['x', 'y'], POST)).toEqual({
      fn: unnamed,
      wholeBody: true,
    });
    expect(refusal(() => resolveFunction(catalogueOf(unnamed), 'unnamed', ['x'], GET)).code).toBe('PGRST202');
    // An unnamed text parameter is callable, but never takes the body as a fallback.
    const text = fn('utext', [param('', 'text')]);
    expect(refusal(() => resolveFunction(catalogueOf(text), 'utext', ['x'], POST)).code).toBe('PGRST202');
  });

  it('prefers a named match to the fallback, and refuses two of either', () => {
    const named = fn('pick', [param('x')]);
    const unnamed = fn('pick', [param('', 'json')]);
    expect(resolveFunction(catalogueOf(unnamed, named), 'pick', ['x'], POST)).toEqual({ fn: named, wholeBody: false });
    const twoNamed = refusal(() =>
      resolveFunction(catalogueOf(fn('two', [param('x', 'text')]), fn('two', [param('x', 'int4')])), 'two', ['x'], GET),
    );
    expect(twoNamed).toEqual({
      status: 300,
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.two(x => int4), public.two(x => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    const twoFallbacks = refusal(() =>
      resolveFunction(catalogueOf(fn('j', [param('', 'jsonb')]), fn('j', [param('', 'json')])), 'j', ['q'], POST),
    );
    expect(twoFallbacks.message).toBe(
      'Could not choose the best candidate function between: public.j( => json), public.j( => jsonb)',
    );
  });

  it('lists ambiguous overloads with fewer parameters first', () => {
    const catalogue = catalogueOf(
      fn('o', [param('a', 'text'), param('b', 'int4', true)]),
      fn('o', [param('a', 'text')]),
    );
    expect(refusal(() => resolveFunction(catalogue, 'o', ['a'], GET)).message).toBe(
      'Could not choose the best candidate function between: public.o(a => text), public.o(a => text, b => int4)',
    );
    const second = catalogueOf(
      fn('p', [param('a', 'int4'), param('b', 'text', true)]),
      fn('p', [param('a', 'int4'), param('b', 'bool', true)]),
    );
    expect(refusal(() => resolveFunction(second, 'p', ['a'], GET)).message).toBe(
      'Could not choose the best candidate function between: public.p(a => int4, b => bool), public.p(a => int4, b => text)',
    );
  });

  it('says what it searched for, with a hint of the overload or of a near name', () => {
    const catalogue = catalogueOf(add, fn('greet', [param('who', 'text')]), fn('uncallable', [param('', 'int4')]));
    expect(refusal(() => resolveFunction(catalogue, 'add', ['z'], POST))).toEqual({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.add(z) in the schema cache',
      details:
        'Searched for the function public.add with parameter z or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    });
    expect(refusal(() => resolveFunction(catalogue, 'greets', ['y', 'x'], GET))).toMatchObject({
      message: 'Could not find the function public.greets(x, y) in the schema cache',
      details:
        'Searched for the function public.greets with parameters x, y, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.greet',
    });
    expect(refusal(() => resolveFunction(catalogue, 'nothing', [], GET))).toMatchObject({
      message: 'Could not find the function public.nothing without parameters in the schema cache',
      details:
        'Searched for the function public.nothing without parameters, but no matches were found in the schema cache.',
      hint: null,
    });
    // Similarity 0.75 (one letter in four) is near enough; of equally near names the first found is named.
    const near = catalogueOf(fn('abcd', []), fn('abce', []), fn('abxy', []));
    expect(refusal(() => resolveFunction(near, 'abcx', [], GET)).hint).toBe(
      'Perhaps you meant to call the function public.abcd',
    );
    expect(refusal(() => resolveFunction(near, 'axyz', [], GET)).hint).toBeNull();
    // A name near only a function that cannot be called gets no hint.
    expect(refusal(() => resolveFunction(catalogue, 'uncallabl', [], GET)).hint).toBeNull();
  });
});
