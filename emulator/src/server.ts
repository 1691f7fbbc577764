import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { loadOrCreateKeys, type ProjectKeys } from './keys';

export interface EmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
}

export interface RunningEmulator {
  url: string;
  port: number;
  keys: ProjectKeys;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../.data/emulator');

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-retry-count',
].join(', ');
const EXPOSED_HEADERS = ['Content-Range', 'Range-Unit', 'Location', 'X-Supabase-Api-Version', 'X-Total-Count'].join(
  ', ',
);

function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const keys = await loadOrCreateKeys(options.dataDir ?? DEFAULT_DATA_DIR);

  const server: Server = createServer((req, res) => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/auth/v1/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, { version: 'emulator', name: 'GoTrue', description: 'GoTrue-compatible emulator' });
      return;
    }
    sendJson(res, 404, { message: 'no Route matched with those values' });
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    keys,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.closeAllConnections();
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
      }),
  };
}
