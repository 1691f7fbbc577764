import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Stage } from '@/lib/applications/stages';
import { useAction } from '@/lib/use-action';
import { guessMapping, REQUIRED_FIELDS, type ImportField } from '../utils/import-columns';
import { dateOrders, type DateOrder } from '../utils/import-dates';
import type { ImportStages } from '../api/import-applications';
import { dateColumns, draftsFromCsv, draftsFromJson, type Draft } from '../utils/import-drafts';
import type { ImportSource } from '../utils/import-file';
import { findDuplicates, planImport, type DuplicateChoice, type ExistingApplication } from '../utils/import-plan';
import { stageKey } from '../utils/import-stages';
import { plural } from '../utils/plural';
import { ImportColumnMapping } from './import-column-mapping';
import { ImportDateQuestion } from './import-date-question';
import { ImportRowErrors } from './import-row-errors';
import { ImportRows } from './import-rows';
import { ImportStageChoices } from './import-stage-choices';
import { useStagePlan } from './use-stage-plan';

export interface Loaded {
  source: ImportSource;
  existing: ExistingApplication[];
  /** The account has no applications at all (the trash included). */
  none: boolean;
  /** The user's own stages, which the file's stages map to. */
  stages: Stage[];
}

interface PreviewProps {
  loaded: Loaded;
  failure: string | null;
  onCancel: () => void;
  onImport: (plan: ReturnType<typeof planImport> & ImportStages & { addedStages: number }) => Promise<void>;
}

/**
 * The preview of a chosen file: its columns and stages mapped (both changeable), the file's date order
 * asked when no row tells it, every row as it will be imported, the errors and the duplicates, and the
 * import button, which stays off while anything must be decided.
 */
export function ImportPreview({ loaded, failure, onCancel, onImport }: PreviewProps) {
  const { source, existing, stages } = loaded;
  const [now] = useState(() => new Date());
  const [mapping, setMapping] = useState<ImportField[]>(() =>
    source.kind === 'csv' ? guessMapping(source.headers, stages) : [],
  );
  const [dateAnswer, setDateAnswer] = useState<DateOrder | null>(null);
  const orders = useMemo(
    () => (source.kind === 'csv' ? dateOrders(source.rows, dateColumns(mapping), dateAnswer) : null),
    [source, mapping, dateAnswer],
  );
  const drafts = useMemo<Draft[]>(
    () =>
      source.kind === 'csv'
        ? draftsFromCsv(source.rows, mapping, stages, now, orders?.columns)
        : draftsFromJson(source.data as Record<string, unknown>, now),
    [source, mapping, stages, now, orders],
  );
  const stagePlan = useStagePlan({ source, drafts, mapping, stages, none: loaded.none });
  const stageMap = stagePlan.plan.map;
  const duplicates = useMemo(() => findDuplicates(drafts, existing), [drafts, existing]);
  const [choice, setChoice] = useState<DuplicateChoice>('skip');
  const [leaveOutErrors, setLeaveOutErrors] = useState(false);
  const plan = useMemo(
    () => ({
      ...planImport(drafts, { stageMap, duplicates, choice }),
      stages: stagePlan.plan.stages,
      replace: stagePlan.plan.replace,
      addedStages: stagePlan.plan.added.length,
    }),
    [drafts, stageMap, duplicates, choice, stagePlan.plan],
  );
  const save = useAction(onImport, { failure: 'Could not import the file. Nothing was changed; please try again.' });

  const missing = source.kind === 'csv' ? REQUIRED_FIELDS.filter((field) => !mapping.includes(field)) : [];
  const withErrors = drafts.filter((draft) => draft.errors.length > 0);
  const duplicateCount = duplicates.filter(Boolean).length;
  const unanswered = orders?.question != null && dateAnswer === null;
  const blocked =
    missing.length > 0 ||
    unanswered ||
    (withErrors.length > 0 && !leaveOutErrors) ||
    plan.payload.length === 0 ||
    stagePlan.plan.problems.length > 0;
  const stageLabel = stagePlan.stageName;

  return (
    <Stack gap="lg">
      <Text size="sm">
        <Text span fw={600}>
          {source.fileName}
        </Text>
        : {plural(drafts.length, 'application')}
        {source.kind === 'json' ? ' with their details, stage history and events' : ''}.
      </Text>

      {source.kind === 'csv' && (
        <ImportColumnMapping
          headers={source.headers}
          firstRow={source.rows[0]}
          mapping={mapping}
          missing={missing}
          stages={stages}
          onChange={setMapping}
        />
      )}

      {orders?.question && (
        <ImportDateQuestion samples={orders.question} answer={dateAnswer} onAnswer={setDateAnswer} />
      )}

      <ImportStageChoices
        plan={stagePlan.plan}
        names={stagePlan.names}
        countOf={(name) => drafts.filter((draft) => stageKey(draft.stage) === stageKey(name)).length}
        fileName={stagePlan.fileName}
        onChoose={stagePlan.choose}
      />

      <ImportRows
        drafts={drafts}
        duplicates={duplicates}
        stageOf={(draft) => stageLabel(stageMap.get(stageKey(draft.stage)) ?? draft.stage)}
      />

      {withErrors.length > 0 && !unanswered && (
        <ImportRowErrors
          withErrors={withErrors}
          total={drafts.length}
          leaveOut={leaveOutErrors}
          onLeaveOut={setLeaveOutErrors}
        />
      )}

      {duplicateCount > 0 && (
        <Stack gap="xs">
          <Text size="sm" id="import-duplicates-label">
            {plural(duplicateCount, 'row')} {duplicateCount === 1 ? 'has' : 'have'} the company and position of an
            application on your board or of an earlier row.
          </Text>
          <SegmentedControl
            aria-labelledby="import-duplicates-label"
            value={choice}
            onChange={(value) => setChoice(value as DuplicateChoice)}
            data={[
              { value: 'skip', label: 'Skip duplicates' },
              { value: 'merge', label: 'Merge into the existing one' },
            ]}
            fullWidth
          />
        </Stack>
      )}

      {failure && (
        <Alert color="red" title="Nothing was imported" role="alert">
          {failure}
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        {unanswered && (
          <Text size="sm" c="dimmed">
            Choose how the file writes dates first.
          </Text>
        )}
        <Button variant="default" onClick={onCancel} disabled={save.pending}>
          Cancel
        </Button>
        <Button disabled={blocked} loading={save.pending} onClick={() => void save.run(plan)}>
          {unanswered
            ? 'Import'
            : plan.merged > 0 && plan.added === 0
              ? `Merge ${plural(plan.merged, 'application')}`
              : `Import ${plural(plan.added, 'application')}`}
        </Button>
      </Group>
    </Stack>
  );
}
