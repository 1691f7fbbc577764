import { ghostedStage, stageKind, stageLabel, startStage, type Stage, type StageKind } from '@/lib/applications/stages';

/** What the board reads of the user's stages, worked out once per change of the list. */
export interface BoardStages {
  stages: readonly Stage[];
  /** The stages with a column of their own whatever they hold, in the user's order. */
  shown: readonly Stage[];
  label: (value: string) => string;
  kind: (value: string) => StageKind;
  /** Where a new application starts. */
  start: string;
  /** The closed stage named "Ghosted", when the user has one: gone-quiet cards offer it. */
  ghosted: Stage | undefined;
}

export function boardStagesOf(stages: readonly Stage[]): BoardStages {
  return {
    stages,
    shown: stages.filter((stage) => !stage.hidden),
    label: (value) => stageLabel(stages, value),
    kind: (value) => stageKind(stages, value),
    start: startStage(stages),
    ghosted: ghostedStage(stages),
  };
}
