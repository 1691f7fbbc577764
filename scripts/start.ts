import { resolve } from 'node:path';
import { mailboxEnabled } from '../emulator/src/dev/mailbox';
import { portsFromEnv, ROOT, startStack, stopAll } from './lib/stack';

// `npm start`: the emulator, the remote and the sandbox host, offline, until Ctrl-C.
const preview = process.argv.includes('--preview');
const started = Date.now();
let mailboxOn = true;
try {
  mailboxOn = mailboxEnabled(process.argv.includes('--no-mailbox'), process.env.EMULATOR_MAILBOX);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
try {
  const { url, emulatorUrl } = await startStack({
    mode: preview ? 'preview' : 'dev',
    ports: portsFromEnv(),
    dataDir: resolve(ROOT, process.env.EMULATOR_DATA_DIR ?? '.data/emulator'),
    freshData: process.argv.includes('--fresh-data'),
    emulatorEnv: mailboxOn ? {} : { EMULATOR_MAILBOX: 'off' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mailbox = mailboxOn ? `${emulatorUrl}/_dev/mailbox` : 'off';
  console.log(`
  Job tracker is ready in ${seconds} s${preview ? ' (production build)' : ''}.

    Open        ${url}
    Demo login  demo@jobtracker.test / demo-password
    Backend     ${emulatorUrl}  (mailbox: ${mailbox})

  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  await stopAll(1);
}
