import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { verifyJwt, type JwtClaims, type JwtKeys } from '../jwt';
import type { Binding } from './join';
import { encodeMessage, type PhoenixMessage, type Vsn } from './protocol';

/** One WebSocket and the channels joined on it. */
export interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  /** The API key of the socket's URL: the token of joins that bring none. */
  apikey: string;
  channels: Map<string, Channel>;
  lastMessageAt: number;
}

/** A joined channel: its topic, the subscriber's identity and what it listens to. */
export interface Channel {
  connection: Connection;
  topic: string;
  joinRef: string | null;
  /** Null once a refreshed token was refused: nothing is delivered until a valid one arrives. */
  auth: { role: string; claims: JwtClaims } | null;
  bindings: Binding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  /** This channel's tracked presence, if any: its metas under presenceKey. */
  presence: Record<string, unknown>[];
}

export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type TokenCheck = { ok: true; role: string; claims: JwtClaims } | { ok: false; message: string };

/** A subscriber's token, checked as hosted Realtime does on join and on `access_token`. */
export function checkToken(token: unknown, keys: JwtKeys): TokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, message: 'No access token' };
  if (token.length > 16 * 1024) return { ok: false, message: 'The access token is longer than 16 KiB' };
  const result = verifyJwt(token, keys, 0);
  if (!result.ok) {
    if (result.reason === 'expired') return { ok: false, message: 'Token has expired' };
    return { ok: false, message: `Invalid token: ${result.reason}` };
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) return { ok: false, message: `Invalid token: role ${role} is not an API role` };
  return { ok: true, role, claims: result.claims };
}

/** Whether the channel may receive database changes now: a token it holds that has not expired. */
export function canReceive(channel: Channel, now = Date.now()): boolean {
  const exp = channel.auth?.claims.exp;
  return channel.auth !== null && (typeof exp !== 'number' || exp * 1000 > now);
}

export function send(connection: Connection, message: PhoenixMessage): void {
  if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(encodeMessage(message, connection.vsn));
}

export function reply(
  connection: Connection,
  request: PhoenixMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): void {
  send(connection, {
    join_ref: request.join_ref,
    ref: request.ref,
    topic: request.topic,
    event: 'phx_reply',
    payload: { status, response },
  });
}

export function systemMessage(channel: Channel, extension: string, status: 'ok' | 'error', message: string): void {
  send(channel.connection, {
    join_ref: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'system',
    payload: { channel: channel.topic.replace(/^realtime:/, ''), extension, message, status },
  });
}

export const newPresenceKey = (): string => randomUUID();
