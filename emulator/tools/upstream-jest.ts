/*
 * The Jest side of emulator/tools/upstream-suites.ts: what is installed next to the suites, our two setup
 * files (written into the copied package) and the Jest configuration that runs them.
 */
import { generateKeyPairSync, randomUUID, type JsonWebKey } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A fresh RSA signing key, written to the copied suite's `test/supabase/signing_keys.json` as upstream's
 * scripts write it (the suite's helpers read it at import); the emulator is given the same key.
 */
export function writeSigningKey(root: string): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
  };
  mkdirSync(join(root, 'test/supabase'), { recursive: true });
  writeFileSync(join(root, 'test/supabase/signing_keys.json'), JSON.stringify([jwk]));
  return jwk as JsonWebKey;
}

/** Jest and what the suites import, at the versions upstream's workspace uses. */
export const DEV_DEPENDENCIES = [
  'jest@30',
  'ts-jest@29',
  '@jest/test-sequencer@30',
  '@types/jest@30',
  'typescript@5.8',
  'tslib@2',
  'zod@3',
  'type-fest@4',
  'jsonwebtoken@9',
  '@faker-js/faker@9',
  'jest-mock-server@0',
  'jest-environment-jsdom@30',
  'prettier@3',
];

/** Where a suite's fixed address (`http://localhost:<port>`) leads, and the keys of the emulator there. */
export interface Route {
  port: number;
  to: string;
  anonKey: string;
  serviceKey: string;
}

/**
 * Our setup file: the suites' fixed addresses (UPSTREAM_ROUTES) lead to the emulators; requests without a
 * key get the anon key, as the gateway in front of upstream's stack adds it.
 */
export const REDIRECT = `
const routes = JSON.parse(process.env.UPSTREAM_ROUTES);
const original = globalThis.fetch;
const rewrite = (url) => {
  for (const route of routes) {
    const match = new RegExp('^http://(localhost|127\\\\.0\\\\.0\\\\.1):' + route.port + '(?=/|$)').exec(url);
    if (match) return { next: route.to + url.slice(match[0].length), route };
  }
  return null;
};
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const found = rewrite(url);
  if (!found) return original(input, init);
  const { next, route } = found;
  const anonKey = route.anonKey;
  const serviceKey = route.serviceKey;
  const request = new Request(next, input instanceof Request ? input : undefined);
  const headers = new Headers(init && init.headers ? init.headers : request.headers);
  if (!headers.has('apikey')) headers.set('apikey', anonKey);
  // Upstream's keys are signed with its test signing key (RS256): stand in the emulator's key of that role.
  for (const name of ['apikey', 'authorization']) {
    const value = headers.get(name);
    if (!value) continue;
    const token = value.replace(/^Bearer\\s+/i, '');
    const parts = token.split('.');
    if (parts.length !== 3) continue;
    try {
      const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString());
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
      if (header.alg !== 'RS256' || claims.sub) continue;
      const key = claims.role === 'service_role' || claims.role === 'supabase_admin' ? serviceKey : anonKey;
      headers.set(name, name === 'authorization' ? 'Bearer ' + key : key);
    } catch {}
  }
  // Which tests reach the server: those are the server-facing ones the harness counts apart. A request from
  // a beforeAll hook has no current test: it is logged with the describe blocks the hook belongs to.
  try {
    const state = expect.getState();
    const name = state.currentTestName || null;
    const scope = name ? null : globalThis.__upstreamHookScope || null;
    require('node:fs').appendFileSync(process.env.UPSTREAM_REQUEST_LOG, JSON.stringify([state.testPath, name, scope]) + '\\n');
  } catch {}
  return original(next, { method: request.method, body: input instanceof Request ? input.body : undefined, duplex: 'half', ...init, headers });
};
`;

/**
 * Our second setup file, run once Jest's globals exist: it notes the describe blocks each beforeAll hook is
 * declared in, and while the hook runs, so that its requests count for the tests of those blocks (a suite
 * that signs up and registers in beforeAll, such as passkey.e2e, reaches the server from there alone).
 */
export const HOOK_SCOPES = `
const stack = [];
const originalDescribe = globalThis.describe;
const describe = function (name, fn) {
  return originalDescribe(name, function (...args) {
    stack.push(String(name));
    try { return fn.apply(this, args); } finally { stack.pop(); }
  });
};
Object.assign(describe, originalDescribe);
globalThis.describe = describe;
const originalBeforeAll = globalThis.beforeAll;
globalThis.beforeAll = function (fn, timeout) {
  // A hook that takes Jest's done callback is left as it is (none of the suites' hooks do).
  if (typeof fn !== 'function' || fn.length > 0) return originalBeforeAll(fn, timeout);
  const scope = stack.slice();
  return originalBeforeAll(async function () {
    globalThis.__upstreamHookScope = scope;
    try { return await fn.call(this); } finally { globalThis.__upstreamHookScope = undefined; }
  }, timeout);
};
`;

export function jestConfig(root: string, docker: boolean): string {
  // The CLI suite is everything but docker-tests (upstream's jest.config.cli.js); the docker suite is those alone.
  const ignore = docker ? ['/node_modules/'] : ['/node_modules/', '/docker-tests/', '/example/'];
  const match = docker ? '<rootDir>/test/docker-tests/**/*.test.ts' : '<rootDir>/test/**/*.test.ts';
  const sequencer = existsSync(join(root, 'test/testSequencer.js')) ? `'<rootDir>/test/testSequencer.js'` : 'undefined';
  return `module.exports = {
  rootDir: ${JSON.stringify(root)},
  testEnvironment: 'node',
  testMatch: [${JSON.stringify(match)}],
  testPathIgnorePatterns: ${JSON.stringify(ignore)},
  transform: { '^.+\\\\.tsx?$': ['ts-jest', { diagnostics: false, isolatedModules: true, tsconfig: { esModuleInterop: true, target: 'es2022', module: 'commonjs', lib: ['es2022', 'dom'], skipLibCheck: true } }] },
  setupFiles: [${JSON.stringify(join(root, 'upstream-redirect.cjs'))}],
  setupFilesAfterEnv: [${JSON.stringify(join(root, 'upstream-hook-scopes.cjs'))}],
  testSequencer: ${sequencer},
  maxWorkers: 1,
  testTimeout: 30000,
  silent: true,
};`;
}
