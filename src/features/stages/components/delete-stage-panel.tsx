import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Stage } from '@/lib/applications/stages';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { useDeleteStage } from '../api/delete-stage';
import { useStageEditorUserId } from '../hooks/use-stage-editor';
import { stageEditMessage } from '../utils/stage-edits';

interface DeleteStagePanelProps {
  stage: Stage;
  stages: readonly Stage[];
  holding: number;
  onClose: () => void;
  refresh: () => Promise<void>;
}

/** Asks before a stage goes; when it holds applications, where they go first. */
export function DeleteStagePanel({ stage, stages, holding, onClose, refresh }: DeleteStagePanelProps) {
  const remove = useDeleteStage(useStageEditorUserId());
  const others = stages.filter((s) => s.value !== stage.value);
  const [target, setTarget] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const needsTarget = holding > 0;
  const run = async () => {
    // An empty stage may still hold deleted applications waiting for Undo: they go to the first stage left.
    const moveTo = needsTarget ? target : ((others.find((s) => s.kind === 'active') ?? others[0])?.value ?? null);
    setPending(true);
    try {
      await remove(stage.value, moveTo);
      const to = others.find((s) => s.value === moveTo)?.label;
      notifySuccess(
        'Stage deleted',
        needsTarget && to
          ? `${stage.label} is gone; its ${holding} ${holding === 1 ? 'application is' : 'applications are'} in ${to}.`
          : `${stage.label} is gone.`,
      );
    } catch (failure) {
      reportFailure(stageEditMessage(failure, 'Could not delete the stage. Please try again.'), failure);
      await refresh();
      setPending(false);
    }
  };
  return (
    <Stack
      gap="sm"
      p="sm"
      bg="red.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      role="group"
      aria-label={`Delete ${stage.label}`}
    >
      <Text size="sm">
        {needsTarget
          ? `${holding} ${holding === 1 ? 'application is' : 'applications are'} in ${stage.label}. Choose where they go before the stage is deleted.`
          : `Delete ${stage.label}? No application is in it.`}
      </Text>
      {needsTarget && (
        <Select
          label="Move them to"
          placeholder="Choose a stage"
          data={others.map((s) => ({ value: s.value, label: s.label }))}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
          data-autofocus
        />
      )}
      <Group gap="sm" justify="flex-end">
        <Button variant="default" size="xs" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" size="xs" onClick={() => void run()} loading={pending} disabled={needsTarget && !target}>
          {needsTarget ? 'Move and delete' : 'Delete stage'}
        </Button>
      </Group>
    </Stack>
  );
}
