import { describe, inject } from 'vitest';
import { liveBoardCases } from '../../../../tests/client/live-board-cases';

describe('useLiveBoard (against the emulator), on PGlite', () => {
  liveBoardCases(() => inject('emulator'));
});
