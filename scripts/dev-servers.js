// The remote's and the sandbox host's development servers, in one Node process (`npm start` runs it).
// Plain JavaScript, so Node runs it without tsx: with tsx's loader hooks on, loading Rsbuild, Rspack and
// the federation plugin takes half a second longer. One process rather than one per server: the two
// share Node, Rsbuild's and Rspack's loaded code and Rspack's threads, about a CPU-second less on a warm
// start than two `rsbuild dev` processes. Each server's lines are prefixed with its name, as the stack's
// other parts are. A server whose config (or a file it imports) changes restarts, as `rsbuild dev` does.
import { resolve } from 'node:path';
import { createLogger, createRsbuild, loadConfig } from '@rsbuild/core';

const ROOT = resolve(import.meta.dirname, '..');

/** The servers, by the name their lines carry: each config's path from the repository's root. */
const DEV_SERVERS = /** @type {const} */ ({ remote: 'rsbuild.config.ts', host: 'host-sandbox/rsbuild.config.ts' });

process.env.NODE_ENV ||= 'development';

/**
 * Creates one server's Rsbuild instance from its config, read again at every (re)start.
 * @param {string} name
 * @param {string} configPath
 * @returns {Promise<import('@rsbuild/core').RsbuildInstance>}
 */
async function create(name, configPath) {
  const logger = createLogger({ prefix: `[${name}]` });
  return createRsbuild({
    cwd: ROOT,
    config: async () => {
      const loaded = await loadConfig({ cwd: ROOT, path: resolve(ROOT, configPath), command: 'dev' });
      loaded.content.customLogger = logger;
      return loaded;
    },
    // `.env` files, as `rsbuild dev` reads them.
    loadEnv: { cwd: ROOT },
    restart: async (context) => {
      try {
        await (await create(name, configPath)).startDevServer(context.action === 'dev' ? context.options : {});
        return true;
      } catch (error) {
        logger.error(error);
        return false;
      }
    },
  });
}

try {
  await Promise.all(
    Object.entries(DEV_SERVERS).map(async ([name, configPath]) => (await create(name, configPath)).startDevServer()),
  );
} catch (error) {
  console.error('Could not start the development servers:', error);
  process.exit(1);
}
