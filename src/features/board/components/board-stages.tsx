import { createContext, useContext } from 'react';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { boardStagesOf, type BoardStages } from '../utils/board-stages';

export const BoardStagesContext = createContext<BoardStages>(boardStagesOf(DEFAULT_STAGES));

/** The user's stages as the board uses them: columns, labels, kinds, where new cards start, Ghosted. */
export function useBoardStages(): BoardStages {
  return useContext(BoardStagesContext);
}
