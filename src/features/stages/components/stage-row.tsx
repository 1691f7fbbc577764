import { ActionIcon, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useState, type Ref } from 'react';
import { STAGE_KIND_LABELS, type Stage, type StageKind } from '@/lib/applications/stages';
import { reportFailure } from '@/lib/notify';
import { useUpdateStage, type StageChange } from '../api/update-stage';
import { useStageEditorUserId } from '../hooks/use-stage-editor';
import { useStageRowDrag } from '../hooks/use-stage-row-drag';
import { stageEditMessage } from '../utils/stage-edits';
import { DeleteStagePanel } from './delete-stage-panel';
import classes from './edit-stages.module.css';
import { StageMoveButtons } from './stage-move-buttons';
import { StageNameField } from './stage-name-field';

export const KIND_OPTIONS = (Object.keys(STAGE_KIND_LABELS) as StageKind[]).map((value) => ({
  value,
  label: STAGE_KIND_LABELS[value],
}));

interface StageRowProps {
  stage: Stage;
  index: number;
  stages: readonly Stage[];
  /** How many of the board's applications are in the stage. */
  holding: number;
  onMoveBy: (value: string, delta: -1 | 1) => void;
  /** Registers the row's move buttons, to give focus back after a move. */
  registerMoveButton: (value: string, direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
  announce: (message: string) => void;
  /** Reads the stages and the board again: after a failure, so the dialog shows the server's truth. */
  refresh: () => Promise<void>;
}

/** One stage in Edit stages: its name, kind and visibility, moved by drag or buttons, and its delete. */
export function StageRow({
  stage,
  index,
  stages,
  holding,
  onMoveBy,
  registerMoveButton,
  announce,
  refresh,
}: StageRowProps) {
  const update = useUpdateStage(useStageEditorUserId());
  const { rowRef, handleRef, drag } = useStageRowDrag(stage.value);
  const [deleting, setDeleting] = useState(false);
  // The switch and the kind show a choice at once, while it is saved; then the stored stage again.
  const [pending, setPending] = useState<{ hidden?: boolean; kind?: StageKind }>({});

  const save = async (change: StageChange, done: string) => {
    try {
      await update(stage.value, change);
      announce(done);
      return true;
    } catch (failure) {
      reportFailure(stageEditMessage(failure, 'Could not save the stage. Please try again.', change.label), failure);
      await refresh();
      return false;
    }
  };

  const saveShown = async (change: { hidden: boolean } | { kind: StageKind }, done: string) => {
    setPending(change);
    await save(change, done);
    setPending({});
  };

  const name = stage.label;
  return (
    <li
      ref={rowRef}
      className={classes.row}
      data-dragging={drag.type === 'dragging' || undefined}
      data-testid={`stage-row-${stage.value}`}
    >
      {drag.type === 'over' && drag.edge && <div className={classes.dropIndicator} data-edge={drag.edge} />}
      {/* The handle beside everything else, so the name, the kind and the switch share one left edge. */}
      <Group gap="sm" wrap="nowrap" align="center">
        <DragHandle ref={handleRef} name={name} />
        <Stack gap="sm" className={classes.fields}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <StageNameField stage={stage} index={index} stages={stages} save={save} />
            <Select
              className={classes.kind}
              label="Kind"
              data={KIND_OPTIONS}
              value={pending.kind ?? stage.kind}
              allowDeselect={false}
              onChange={(value) => {
                if (value && value !== stage.kind)
                  void saveShown(
                    { kind: value as StageKind },
                    `${name} is now ${STAGE_KIND_LABELS[value as StageKind]}.`,
                  );
              }}
            />
          </Group>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Switch
              label="Show on the board"
              checked={!(pending.hidden ?? stage.hidden)}
              onChange={(event) => {
                const shown = event.currentTarget.checked;
                void saveShown(
                  { hidden: !shown },
                  shown ? `${name} shows on the board.` : `${name} is hidden from the board.`,
                );
              }}
            />
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {holding} {holding === 1 ? 'application' : 'applications'}
              </Text>
              <StageMoveButtons
                value={stage.value}
                name={name}
                index={index}
                count={stages.length}
                onMoveBy={onMoveBy}
                registerMoveButton={registerMoveButton}
              />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setDeleting((open) => !open)}
                aria-expanded={deleting}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
      {deleting && (
        <DeleteStagePanel
          stage={stage}
          stages={stages}
          holding={holding}
          onClose={() => setDeleting(false)}
          refresh={refresh}
        />
      )}
    </li>
  );
}

/** The handle a stage is dragged by: for the mouse; the move buttons do the same by keyboard. */
function DragHandle({ ref, name }: { ref: Ref<HTMLButtonElement>; name: string }) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      className={classes.handle}
      aria-label={`Drag ${name} to reorder`}
      tabIndex={-1}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        {[4, 8, 12].flatMap((y) =>
          [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />),
        )}
      </svg>
    </ActionIcon>
  );
}
