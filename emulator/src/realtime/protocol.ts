/** A Phoenix channel message, as realtime-js sends and receives it. */
export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export type Vsn = '1.0.0' | '2.0.0';

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

const asRef = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads the binary "user broadcast push" realtime-js 2.x sends for `channel.send({ type: 'broadcast' })`. */
function decodeBroadcastPush(bytes: Buffer): PhoenixMessage | null {
  if (bytes.length < 7 || bytes[0] !== USER_BROADCAST_PUSH) return null;
  const lengths = [bytes[1]!, bytes[2]!, bytes[3]!, bytes[4]!, bytes[5]!];
  const encoding = bytes[6];
  let offset = 7;
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    const text = bytes.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  }) as [string, string, string, string, string];
  if (offset > bytes.length) return null;
  const body = bytes.subarray(offset);
  let payload: unknown;
  try {
    payload = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8')) : body.toString('base64');
  } catch {
    return null;
  }
  const meta = metadata === '' ? {} : (JSON.parse(metadata) as Record<string, unknown>);
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event: userEvent, payload },
  };
}

/** Decodes one frame; null when it is not a Phoenix message. */
export function decodeMessage(data: Buffer, isBinary: boolean, vsn: Vsn): PhoenixMessage | null {
  if (isBinary) {
    try {
      return decodeBroadcastPush(data);
    } catch {
      return null;
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { join_ref: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { join_ref: joinRef, ref, topic, event, payload } = parsed as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { join_ref: asRef(joinRef), ref: asRef(ref), topic, event, payload };
}

export function encodeMessage(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify(message);
}
