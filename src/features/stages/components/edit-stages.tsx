import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { getReorderDestinationIndex } from '@atlaskit/pragmatic-drag-and-drop-hitbox/util/get-reorder-destination-index';
import { Box, Button, Group, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { ghostedStage, MAX_STAGES, STAGE_LABEL_MAX, type StageKind } from '@/lib/applications/stages';
import { useStages } from '@/lib/applications/use-stages';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { useAddStage } from '../api/add-stage';
import { useReorderStages } from '../api/reorder-stages';
import { useStagesCache } from '../api/stages-cache';
import { useStageEditorUserId, useStagesWithCounts } from '../hooks/use-stage-editor';
import { isStageData } from '../utils/stage-drag-data';
import { canAddStage, labelProblem, moveValue, stageEditMessage } from '../utils/stage-edits';
import classes from './edit-stages.module.css';
import { KIND_OPTIONS, StageRow } from './stage-row';

interface EditStagesDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The Edit stages dialog, opened by the button of that name beside "Add new application". */
export function EditStagesDialog({ opened, onClose }: EditStagesDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog opened={opened} onClose={onClose} title="Edit stages" size="lg" fullScreen={phone} centered>
      {opened && <StageEditor />}
    </Dialog>
  );
}

function StageEditor() {
  const userId = useStageEditorUserId();
  const { stages, holding } = useStagesWithCounts(userId);
  const { refresh } = useStagesCache(userId);
  const reorder = useReorderStages(userId);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const reordering = useRef(false);

  // What another tab changed meanwhile shows as soon as the dialog opens.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const values = stages.map((stage) => stage.value);
  const moveTo = async (value: string, to: number, how: 'drag' | 'keyboard', delta?: -1 | 1) => {
    const from = values.indexOf(value);
    const next = moveValue(values, from, to);
    if (reordering.current || next.every((v, i) => v === values[i])) return;
    reordering.current = true;
    const label = stages[from]!.label;
    try {
      await reorder(next);
      setAnnouncement(`Moved ${label} to position ${to + 1} of ${next.length}.`);
      if (how === 'keyboard' && delta) {
        // The row has moved: keep focus on the button the user pressed, or its twin at the end of the list.
        requestAnimationFrame(() => {
          const pressed = moveButtons.current.get(`${value}:${delta < 0 ? 'up' : 'down'}`);
          const other = moveButtons.current.get(`${value}:${delta < 0 ? 'down' : 'up'}`);
          (pressed && !pressed.disabled ? pressed : other)?.focus();
        });
      }
    } catch (failure) {
      reportFailure(stageEditMessage(failure, 'Could not reorder the stages. Please try again.'), failure);
      await refresh();
    } finally {
      reordering.current = false;
    }
  };

  const onDrop = useEffectEvent((value: string, targetValue: string, edge: ReturnType<typeof extractClosestEdge>) => {
    const to = getReorderDestinationIndex({
      startIndex: values.indexOf(value),
      indexOfTarget: values.indexOf(targetValue),
      closestEdgeOfTarget: edge,
      axis: 'vertical',
    });
    void moveTo(value, to, 'drag');
  });
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => isStageData(source.data),
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0];
          if (!target || !isStageData(source.data) || !isStageData(target.data)) return;
          onDrop(source.data.value, target.data.value, extractClosestEdge(target.data));
        },
      }),
    [],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Name your stages, put them in the order your search goes and say what each means: the counts add up active,
        rejected and offer stages. A hidden stage stays off the board until an application is in it. Drag a stage by its
        handle, or use its arrows.
      </Text>
      <Stack component="ol" gap="xs" className={classes.list} aria-label="Your stages">
        {stages.map((stage, index) => (
          <StageRow
            key={stage.value}
            stage={stage}
            index={index}
            stages={stages}
            holding={holding.get(stage.value) ?? 0}
            onMoveBy={(value, delta) => void moveTo(value, values.indexOf(value) + delta, 'keyboard', delta)}
            registerMoveButton={(value, direction, element) => {
              if (element) moveButtons.current.set(`${value}:${direction}`, element);
              else moveButtons.current.delete(`${value}:${direction}`);
            }}
            announce={setAnnouncement}
            refresh={refresh}
          />
        ))}
      </Stack>
      <AddStageForm announce={setAnnouncement} refresh={refresh} />
      <VisuallyHidden>
        <Box role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </Box>
      </VisuallyHidden>
    </Stack>
  );
}

/** Adds a stage at the end (up to 20), with a shortcut for a closed "Ghosted" stage. */
function AddStageForm({ announce, refresh }: { announce: (message: string) => void; refresh: () => Promise<void> }) {
  const userId = useStageEditorUserId();
  const stages = useStages(userId);
  const ghosted = ghostedStage(stages);
  const add = useAddStage(userId);
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<StageKind>('active');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const full = !canAddStage(stages);

  const submit = async (input: { label: string; kind: StageKind }) => {
    const problem = labelProblem(input.label, stages);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const added = await add(input);
      setLabel('');
      setKind('active');
      announce(`Added ${added.label} at the end.`);
      notifySuccess('Stage added', `${added.label} is the last stage of your board.`);
    } catch (failure) {
      reportFailure(stageEditMessage(failure, 'Could not add the stage. Please try again.', input.label), failure);
      await refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label="Add a stage"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit({ label, kind });
      }}
    >
      <Text fw={600} size="sm">
        Add a stage
      </Text>
      {full ? (
        <Text size="sm" c="dimmed">
          You have {MAX_STAGES} stages, the most a board holds. Delete one to add another.
        </Text>
      ) : (
        <>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              className={classes.name}
              label="New stage name"
              value={label}
              maxLength={STAGE_LABEL_MAX + 20}
              error={error}
              onChange={(event) => {
                setLabel(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Select
              className={classes.kind}
              label="Kind of the new stage"
              data={KIND_OPTIONS}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && setKind(value as StageKind)}
            />
          </Group>
          <Group gap="sm" justify="flex-end" wrap="wrap">
            {!ghosted && (
              <Button
                variant="light"
                onClick={() => void submit({ label: 'Ghosted', kind: 'closed' })}
                disabled={pending}
              >
                Add a Ghosted stage
              </Button>
            )}
            <Button type="submit" loading={pending}>
              Add stage
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
