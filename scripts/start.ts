import { resolve } from 'node:path';
import { portsFromEnv, ROOT, startStack, stopAll } from './lib/stack';

// `npm start`: the emulator, the remote and the sandbox host, offline, until Ctrl-C.
const preview = process.argv.includes('--preview');
const started = Date.now();
try {
  const { url, emulatorUrl } = await startStack({
    mode: preview ? 'preview' : 'dev',
    ports: portsFromEnv(),
    dataDir: resolve(ROOT, process.env.EMULATOR_DATA_DIR ?? '.data/emulator'),
    freshData: process.argv.includes('--fresh-data'),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Job tracker is ready in ${seconds} s${preview ? ' (production build)' : ''}.

    Open        ${url}
    Demo login  demo@jobtracker.test / demo-password
    Backend     ${emulatorUrl}  (mailbox: ${emulatorUrl}/_dev/mailbox)

  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  await stopAll(1);
}
