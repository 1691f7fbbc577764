// The data pragmatic-drag-and-drop carries for a stage row in Edit stages, with its type guard.
const STAGE = Symbol('stage');

/** A stage row in Edit stages: dragged to reorder the stages. */
export interface StageData {
  [STAGE]: true;
  value: string;
  [key: string | symbol]: unknown;
}

export function stageData(value: string): StageData {
  return { [STAGE]: true, value };
}

export function isStageData(data: Record<string | symbol, unknown>): data is StageData {
  return data[STAGE] === true;
}
