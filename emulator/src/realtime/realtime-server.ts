import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/database';
import type { JwtKeys } from '../jwt';
import { CHANGES_CHANNEL, installCapture, takeChanges, type PublishedTable } from './capture';
import { checkToken, newPresenceKey, reply, send, systemMessage, type Channel, type Connection } from './channels';
import { readBindings } from './join';
import { decodeMessage, type PhoenixMessage, type Vsn } from './protocol';
import { deliverChanges } from './deliver';

export const REALTIME_PATH = '/realtime/v1/websocket';
export const MAX_FRAME_BYTES = 1024 * 1024;
export const MAX_CHANNELS_PER_SOCKET = 100;
const MAX_TOPIC_LENGTH = 255;
/** realtime-js beats every 25 s; a socket silent for this long is closed, as Phoenix does. */
const IDLE_TIMEOUT_MS = 60_000;

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Re-reads the publication's tables (after a schema change) and puts capture triggers on new ones. */
  reload(): Promise<void>;
  /** Closes every socket as a server restart would (clients reconnect and rejoin). */
  dropConnections(): void;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startRealtime(db: Database, keys: JwtKeys): Promise<RealtimeServer> {
  let tables: PublishedTable[] = await installCapture(db);
  await takeChanges(db); // changes from before this start have no subscriber left
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let nextBindingId = 1;

  // One drain at a time, in commit order; a notification during a drain asks for one more.
  let draining: Promise<void> | null = null;
  let again = false;
  const drain = (): void => {
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        await deliverChanges(db, tables, connections, await takeChanges(db));
      } while (again);
    })()
      .catch((error: unknown) => console.error('Realtime failed to deliver changes:', error))
      .finally(() => {
        draining = null;
      });
  };
  const unlisten = await db.listen(CHANGES_CHANNEL, drain);

  function channelsOf(topic: string): Channel[] {
    const found: Channel[] = [];
    for (const connection of connections) {
      const channel = connection.channels.get(topic);
      if (channel) found.push(channel);
    }
    return found;
  }

  function presenceDiff(topic: string, joins: Record<string, unknown>, leaves: Record<string, unknown>): void {
    for (const channel of channelsOf(topic)) {
      send(channel.connection, {
        join_ref: channel.joinRef,
        ref: null,
        topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      });
    }
  }

  function presenceState(topic: string): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const channel of channelsOf(topic)) {
      if (channel.presence.length === 0) continue;
      (state[channel.presenceKey] ??= { metas: [] }).metas.push(...channel.presence);
    }
    return state;
  }

  function leave(channel: Channel): void {
    channel.connection.channels.delete(channel.topic);
    if (channel.presence.length > 0) {
      presenceDiff(channel.topic, {}, { [channel.presenceKey]: { metas: channel.presence } });
    }
  }

  function join(connection: Connection, message: PhoenixMessage): void {
    const payload = (typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) as Record<
      string,
      unknown
    >;
    const config = (typeof payload.config === 'object' && payload.config !== null ? payload.config : {}) as Record<
      string,
      unknown
    >;
    if (!message.topic.startsWith('realtime:') || message.topic.length > MAX_TOPIC_LENGTH) {
      return reply(connection, message, 'error', {
        reason: `a topic is realtime:<name> of at most ${MAX_TOPIC_LENGTH} characters`,
      });
    }
    if (config.private === true) {
      return reply(connection, message, 'error', {
        reason: 'Private channels (Realtime Authorization) are not supported by the emulator',
      });
    }
    const existing = connection.channels.get(message.topic);
    if (!existing && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return reply(connection, message, 'error', { reason: `at most ${MAX_CHANNELS_PER_SOCKET} channels per socket` });
    }
    const token = checkToken(payload.access_token ?? connection.apikey, keys);
    if (!token.ok) return reply(connection, message, 'error', { reason: token.message });
    const bindings = readBindings(config.postgres_changes, tables, () => nextBindingId++);
    if (!bindings.ok) return reply(connection, message, 'error', { reason: bindings.message });
    if (existing) leave(existing);
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const channel: Channel = {
      connection,
      topic: message.topic,
      joinRef: message.join_ref,
      auth: { role: token.role, claims: token.claims },
      bindings: bindings.bindings,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key.slice(0, 255) : newPresenceKey(),
      presence: [],
    };
    connection.channels.set(message.topic, channel);
    const response: Record<string, unknown> = {};
    if (Array.isArray(config.postgres_changes)) {
      response.postgres_changes = bindings.bindings.map((b) => ({ ...b.echo, id: b.id }));
    }
    reply(connection, message, 'ok', response);
    if (presence.enabled === true) {
      send(connection, {
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'presence_state',
        payload: presenceState(channel.topic),
      });
    }
    if (bindings.bindings.length === 0) return;
    if (bindings.unpublished.length > 0) {
      const which = bindings.unpublished.map((b) => `${String(b.schema)}.${String(b.table ?? '*')}`).join(', ');
      systemMessage(
        channel,
        'postgres_changes',
        'error',
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${which} (add the table to the supabase_realtime publication)`,
      );
      return;
    }
    systemMessage(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  function handle(connection: Connection, message: PhoenixMessage): void {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return reply(connection, message, 'ok');
    if (message.event === 'phx_join') return join(connection, message);
    const channel = connection.channels.get(message.topic);
    if (!channel) return reply(connection, message, 'error', { reason: 'unmatched topic' });
    const payload = (typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) as Record<
      string,
      unknown
    >;
    switch (message.event) {
      case 'phx_leave':
        leave(channel);
        reply(connection, message, 'ok');
        send(connection, {
          join_ref: channel.joinRef,
          ref: channel.joinRef,
          topic: channel.topic,
          event: 'phx_close',
          payload: {},
        });
        return;
      case 'access_token': {
        const token = checkToken(payload.access_token, keys);
        if (token.ok) {
          channel.auth = { role: token.role, claims: token.claims };
          return;
        }
        // Hosted Realtime closes the channel here; the emulator keeps it and delivers nothing until a
        // valid token arrives, which is what a client that refreshes late needs.
        channel.auth = null;
        return systemMessage(channel, 'system', 'error', token.message);
      }
      case 'broadcast': {
        for (const other of channelsOf(channel.topic)) {
          if (other === channel && !channel.broadcastSelf) continue;
          send(other.connection, {
            join_ref: other.joinRef,
            ref: null,
            topic: other.topic,
            event: 'broadcast',
            payload: { type: 'broadcast', event: payload.event, payload: payload.payload },
          });
        }
        if (channel.broadcastAck) reply(connection, message, 'ok');
        return;
      }
      case 'presence': {
        if (payload.event === 'track') {
          const meta = { ...((payload.payload ?? {}) as Record<string, unknown>), phx_ref: newPresenceKey() };
          const left = channel.presence;
          channel.presence = [meta];
          presenceDiff(
            channel.topic,
            { [channel.presenceKey]: { metas: [meta] } },
            left.length > 0 ? { [channel.presenceKey]: { metas: left } } : {},
          );
        } else if (payload.event === 'untrack' && channel.presence.length > 0) {
          const left = channel.presence;
          channel.presence = [];
          presenceDiff(channel.topic, {}, { [channel.presenceKey]: { metas: left } });
        }
        return reply(connection, message, 'ok');
      }
      default:
        return reply(connection, message, 'error', { reason: `unknown event ${message.event.slice(0, 100)}` });
    }
  }

  function connect(ws: WebSocket, apikey: string, vsn: Vsn): void {
    const connection: Connection = { ws, vsn, apikey, channels: new Map(), lastMessageAt: Date.now() };
    connections.add(connection);
    ws.on('message', (data, isBinary) => {
      connection.lastMessageAt = Date.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message = decodeMessage(buffer, isBinary, vsn);
      if (!message) return ws.close(1007, 'not a Phoenix message');
      handle(connection, message);
    });
    ws.on('close', () => {
      connections.delete(connection);
      for (const channel of [...connection.channels.values()]) leave(channel);
    });
    ws.on('error', () => ws.terminate());
  }

  const idleTimer = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastMessageAt < cutoff) connection.ws.terminate();
  }, 10_000);
  idleTimer.unref();

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return refuse(socket, 404, 'Not Found', 'no Route matched with those values');
      const apikey =
        url.searchParams.get('apikey') ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : '');
      const key = checkToken(apikey, keys);
      if (!key.ok || (key.role !== 'anon' && key.role !== 'service_role')) {
        return refuse(socket, 401, 'Unauthorized', 'Invalid API key');
      }
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (vsn !== '1.0.0' && vsn !== '2.0.0') return refuse(socket, 400, 'Bad Request', 'vsn must be 1.0.0 or 2.0.0');
      wss.handleUpgrade(req, socket, head, (ws) => connect(ws, apikey, vsn));
    },
    async reload() {
      tables = await installCapture(db);
    },
    dropConnections() {
      for (const connection of connections) connection.ws.terminate();
    },
    async close() {
      clearInterval(idleTimer);
      for (const connection of connections) connection.ws.terminate();
      await unlisten();
      await draining;
      await new Promise<void>((resolveClose) => wss.close(() => resolveClose()));
    },
  };
}
