// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, type PhoenixMessage } from './protocol';

// Phoenix frames as realtime-js sends them: JSON text (vsn 1.0.0 objects, 2.0.0 arrays) and 2.x's binary
// broadcast push.
const text = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
/** A user broadcast push: kind 3, five lengths, the encoding, then the parts and the body. */
const push = (parts: [string, string, string, string, string], body: Buffer | string, encoding = 1, kind = 3) => {
  const bytes = parts.map((part) => Buffer.from(part));
  return Buffer.concat([
    Buffer.from([kind, ...bytes.map((part) => part.length), encoding]),
    ...bytes,
    Buffer.from(body),
  ]);
};

describe('decodeMessage, binary broadcast push', () => {
  it('reads the refs, topic, event, metadata and a JSON payload', () => {
    expect(decodeMessage(push(['1', '2', 'realtime:room', 'moved', '{"id":"m1"}'], '{"x":1}'), true, '2.0.0')).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { id: 'm1', type: 'broadcast', event: 'moved', payload: { x: 1 } },
    });
  });

  it('reads empty refs as none and a binary payload as base64', () => {
    expect(decodeMessage(push(['', '', 't', 'e', ''], Buffer.from([0, 255]), 0), true, '2.0.0')).toEqual({
      join_ref: null,
      ref: null,
      topic: 't',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'e', payload: 'AP8=' },
    });
    // The shortest frame: seven header bytes and nothing else.
    expect(decodeMessage(push(['', '', '', '', ''], '', 0), true, '2.0.0')).toMatchObject({
      topic: '',
      payload: { payload: '' },
    });
  });

  it('refuses other kinds, short headers, parts past the end, and bad JSON', () => {
    expect(decodeMessage(push(['', '', 't', 'e', ''], '{}', 1, 4), true, '2.0.0')).toBeNull();
    expect(decodeMessage(Buffer.from([3, 0, 0, 0, 0, 0]), true, '2.0.0')).toBeNull();
    const whole = push(['1', '2', 'topic', 'e', ''], '', 0);
    expect(decodeMessage(whole, true, '2.0.0')).toMatchObject({ topic: 'topic' });
    expect(decodeMessage(whole.subarray(0, whole.length - 1), true, '2.0.0')).toBeNull();
    expect(decodeMessage(push(['', '', 't', 'e', ''], '{'), true, '2.0.0')).toBeNull();
    expect(decodeMessage(push(['', '', 't', 'e', '{'], '{}'), true, '2.0.0')).toBeNull();
  });
});

describe('decodeMessage, text', () => {
  it('reads a 2.0.0 array of five', () => {
    expect(decodeMessage(text(['1', '2', 't', 'phx_join', { a: 1 }]), false, '2.0.0')).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 't',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeMessage(text([null, 7, 't', 'heartbeat', {}]), false, '2.0.0')).toMatchObject({
      join_ref: null,
      ref: null,
    });
    for (const frame of [
      ['1', '2', 't', 'e'],
      ['1', '2', 't', 'e', {}, 6],
      { topic: 't', event: 'e' },
      [1, 2, 3, 'e', {}],
    ]) {
      expect(decodeMessage(text(frame), false, '2.0.0'), JSON.stringify(frame)).toBeNull();
    }
    expect(decodeMessage(text(['1', '2', 't', 5, {}]), false, '2.0.0')).toBeNull();
  });

  it('reads a 1.0.0 object', () => {
    expect(
      decodeMessage(text({ join_ref: '1', ref: '2', topic: 't', event: 'e', payload: [1] }), false, '1.0.0'),
    ).toEqual({ join_ref: '1', ref: '2', topic: 't', event: 'e', payload: [1] });
    expect(decodeMessage(text({ ref: 3, topic: 't', event: 'e' }), false, '1.0.0')).toEqual({
      join_ref: null,
      ref: null,
      topic: 't',
      event: 'e',
      payload: undefined,
    });
    for (const frame of [null, 'text', { topic: 't' }, { event: 'e' }, { topic: 1, event: 'e' }]) {
      expect(decodeMessage(text(JSON.stringify(frame)), false, '1.0.0'), JSON.stringify(frame)).toBeNull();
    }
    expect(decodeMessage(text('{'), false, '1.0.0')).toBeNull();
  });
});

describe('encodeMessage', () => {
  it('writes an array for 2.0.0 and an object for 1.0.0', () => {
    const message: PhoenixMessage = { join_ref: '1', ref: null, topic: 't', event: 'e', payload: { a: 1 } };
    expect(encodeMessage(message, '2.0.0')).toBe('["1",null,"t","e",{"a":1}]');
    expect(JSON.parse(encodeMessage(message, '1.0.0'))).toEqual(message);
  });
});
