import { afterAll, beforeAll, describe } from 'vitest';
import { BACKENDS, clientEmulator, type ClientEmulator } from '../../../../tests/client/backends';
import { liveBoardCases } from '../../../../tests/client/live-board-cases';

// The same cases on PostgreSQL, whose changes reach Realtime through its own LISTEN connection; run when
// DATABASE_URL is set, as the emulator's suites are.
describe.runIf(BACKENDS.includes('postgres'))('useLiveBoard (against the emulator), on PostgreSQL', () => {
  let emulator: ClientEmulator | null = null;
  beforeAll(async () => {
    emulator = await clientEmulator('postgres');
  });
  afterAll(() => emulator?.stop());
  liveBoardCases(() => emulator!);
});
