import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { STAGE_LABEL_MAX, type Stage } from '@/lib/applications/stages';
import type { StageChange } from '../api/update-stage';
import { labelProblem } from '../utils/stage-edits';
import classes from './edit-stages.module.css';

interface StageNameFieldProps {
  stage: Stage;
  index: number;
  stages: readonly Stage[];
  /** Saves a change of the stage and says `done` when it is stored; false when it was refused. */
  save: (change: StageChange, done: string) => Promise<boolean>;
}

/** A stage's name: saved on Enter or when the field is left, Escape puts the stored name back. */
export function StageNameField({ stage, index, stages, save }: StageNameFieldProps) {
  const [text, setText] = useState(stage.label);
  const [savedLabel, setSavedLabel] = useState(stage.label);
  const [error, setError] = useState<string | null>(null);
  // The label can change under the field (another tab, a refresh): follow it unless the user is typing.
  if (savedLabel !== stage.label) {
    setSavedLabel(stage.label);
    if (text === savedLabel) setText(stage.label);
  }

  const commitLabel = async () => {
    if (text.trim() === stage.label) {
      setText(stage.label);
      setError(null);
      return;
    }
    const problem = labelProblem(text, stages, stage.value);
    setError(problem);
    if (problem) return;
    if (!(await save({ label: text }, `Renamed ${stage.label} to ${text.trim()}.`))) setText(stage.label);
  };

  return (
    <TextInput
      className={classes.name}
      label={`Stage ${index + 1} name`}
      value={text}
      maxLength={STAGE_LABEL_MAX + 20}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        if (error) setError(null);
      }}
      onBlur={() => void commitLabel()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commitLabel();
        } else if (event.key === 'Escape' && text !== stage.label) {
          event.stopPropagation();
          setText(stage.label);
          setError(null);
        }
      }}
    />
  );
}
