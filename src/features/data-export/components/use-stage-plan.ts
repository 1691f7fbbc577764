import { useMemo, useState } from 'react';
import type { Stage } from '@/lib/applications/stages';
import type { ImportField } from '../utils/import-columns';
import type { Draft } from '../utils/import-drafts';
import type { ImportSource } from '../utils/import-file';
import { stagePlanFor } from '../utils/import-stage-plan';
import { stageKey } from '../utils/import-stages';

/**
 * The file's stages, where each goes (the user's choices over the plan's), and the stages the import
 * creates. `none`: the account has no applications, so our JSON's stages may become the user's.
 */
export function useStagePlan(input: {
  source: ImportSource;
  drafts: readonly Draft[];
  mapping: readonly ImportField[];
  stages: readonly Stage[];
  none: boolean;
}) {
  const { source, drafts, mapping, stages, none } = input;
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { plan, names, fileStages } = useMemo(
    () => stagePlanFor({ source, drafts, mapping, stages, none, chosen }),
    [source, drafts, mapping, stages, none, chosen],
  );
  /** The name a stage key has after the import: the user's stage's, or the new stage's. */
  const stageName = (value: string) =>
    plan.stages.find((stage) => stage.key === value)?.label ??
    stages.find((stage) => stage.value === value)?.label ??
    value;
  /** How the file names a stage: its label, for our JSON's keys. */
  const fileName = (name: string) => fileStages.find((stage) => stageKey(stage.name) === stageKey(name))?.label ?? name;
  const choose = (name: string, value: string) => setChosen((current) => ({ ...current, [stageKey(name)]: value }));
  return { plan, names, stageName, fileName, choose };
}
