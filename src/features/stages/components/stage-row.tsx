import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachClosestEdge,
  extractClosestEdge,
  type Edge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { STAGE_KIND_LABELS, STAGE_LABEL_MAX, type Stage, type StageKind } from '@/lib/applications/stages';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { useDeleteStage } from '../api/delete-stage';
import { useUpdateStage, type StageChange } from '../api/update-stage';
import { useStageEditorUserId } from '../hooks/use-stage-editor';
import { isStageData, stageData } from '../utils/stage-drag-data';
import { labelProblem, stageEditMessage } from '../utils/stage-edits';
import classes from './edit-stages.module.css';

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

type DragState = { type: 'idle' } | { type: 'dragging' } | { type: 'over'; edge: Edge | null };

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
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const [drag, setDrag] = useState<DragState>({ type: 'idle' });
  const [text, setText] = useState(stage.label);
  const [savedLabel, setSavedLabel] = useState(stage.label);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The switch and the kind show a choice at once, while it is saved; then the stored stage again.
  const [pending, setPending] = useState<{ hidden?: boolean; kind?: StageKind }>({});
  // The label can change under the field (another tab, a refresh): follow it unless the user is typing.
  if (savedLabel !== stage.label) {
    setSavedLabel(stage.label);
    if (text === savedLabel) setText(stage.label);
  }

  useEffect(() => {
    const row = rowRef.current;
    const handle = handleRef.current;
    if (!row || !handle) return;
    return combine(
      draggable({
        element: row,
        dragHandle: handle,
        getInitialData: () => stageData(stage.value),
        onDragStart: () => setDrag({ type: 'dragging' }),
        onDrop: () => setDrag({ type: 'idle' }),
      }),
      dropTargetForElements({
        element: row,
        canDrop: ({ source }) => isStageData(source.data) && source.data.value !== stage.value,
        getData: ({ input }) =>
          attachClosestEdge(stageData(stage.value), { element: row, input, allowedEdges: ['top', 'bottom'] }),
        onDrag: ({ self }) => {
          const edge = extractClosestEdge(self.data);
          setDrag((current) => (current.type === 'over' && current.edge === edge ? current : { type: 'over', edge }));
        },
        onDragLeave: () => setDrag({ type: 'idle' }),
        onDrop: () => setDrag({ type: 'idle' }),
      }),
    );
  }, [stage.value]);

  const saveShown = async (change: { hidden: boolean } | { kind: StageKind }, done: string) => {
    setPending(change);
    await save(change, done);
    setPending({});
  };

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
        <ActionIcon
          ref={handleRef}
          variant="subtle"
          color="gray"
          className={classes.handle}
          aria-label={`Drag ${name} to reorder`}
          // The handle is for the mouse; the move buttons beside it do the same by keyboard.
          tabIndex={-1}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            {[4, 8, 12].flatMap((y) =>
              [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />),
            )}
          </svg>
        </ActionIcon>
        <Stack gap="sm" className={classes.fields}>
          <Group gap="sm" align="flex-end" wrap="wrap">
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
              <ActionIcon
                ref={(element) => registerMoveButton(stage.value, 'up', element)}
                variant="default"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => onMoveBy(stage.value, -1)}
              >
                <Arrow up />
              </ActionIcon>
              <ActionIcon
                ref={(element) => registerMoveButton(stage.value, 'down', element)}
                variant="default"
                aria-label={`Move ${name} down`}
                disabled={index === stages.length - 1}
                onClick={() => onMoveBy(stage.value, 1)}
              >
                <Arrow />
              </ActionIcon>
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

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      style={{ transform: up ? 'rotate(180deg)' : undefined }}
    >
      <path d="M7 2v9M3 7l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

interface DeleteStagePanelProps {
  stage: Stage;
  stages: readonly Stage[];
  holding: number;
  onClose: () => void;
  refresh: () => Promise<void>;
}

/** Asks before a stage goes; when it holds applications, where they go first. */
function DeleteStagePanel({ stage, stages, holding, onClose, refresh }: DeleteStagePanelProps) {
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
