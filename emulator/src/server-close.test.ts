import { describe, expect, it } from 'vitest';
import { startTestEmulator } from './testing/test-emulator';

describe('closing the emulator', () => {
  // Ctrl+C in `npm start` reaches the emulator as SIGINT and, from the stack, SIGTERM: two closes at once.
  it('closes once however often it is asked, at once or after', async () => {
    const emulator = await startTestEmulator('pglite');
    await expect(Promise.all([emulator.close(), emulator.close()])).resolves.toBeDefined();
    await expect(emulator.close()).resolves.toBeUndefined();
    await expect(fetch(`${emulator.url}/auth/v1/health`)).rejects.toThrow();
    await emulator.stop();
  }, 120_000);
});
