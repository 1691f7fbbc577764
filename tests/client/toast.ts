import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for a toast saying `text` (the live region says the same, for a screen reader). A toast follows a
 * round trip to the emulator, which a busy machine can stretch past Testing Library's one-second default.
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(
    () =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining(text),
      ),
    { timeout: 10_000 },
  );
}
