import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import type { Stage } from '@/lib/applications/stages';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { getExistingApplications } from '../api/get-existing-applications';
import { getUserStages } from '../api/get-user-stages';
import { useImportApplications } from '../api/import-applications';
import { fieldLabel, guessMapping, importFields, REQUIRED_FIELDS, type ImportField } from '../utils/import-columns';
import { draftsFromCsv, draftsFromJson, jsonFileProblem, jsonStageLabels, type Draft } from '../utils/import-drafts';
import { ImportFileError, readImportFile, type ImportSource } from '../utils/import-file';
import { findDuplicates, planImport, type DuplicateChoice, type ExistingApplication } from '../utils/import-plan';
import { distinctStageNames, guessStage, stageKey } from '../utils/import-stages';

const PREVIEW_ROWS = 8;
const LISTED_ERRORS = 50;

interface Loaded {
  source: ImportSource;
  existing: ExistingApplication[];
  /** The user's own stages, which the file's stages map to. */
  stages: Stage[];
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Import: choose a CSV (ours, a spreadsheet's, another tracker's) or our JSON; the preview shows how its
 * columns and stages map (both changeable), the first rows, each row's errors and the duplicates; the
 * import then adds everything in one transaction, or nothing.
 */
export default function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const runImport = useImportApplications();

  const reset = () => {
    setFile(null);
    setLoaded(null);
    setProblem(null);
    setFailure(null);
  };
  const read = useAction(
    async (chosen: File) => {
      if (!user) throw new Error('Import needs a signed-in user.');
      try {
        const source = await readImportFile(chosen);
        if (source.kind === 'json') {
          const wrong = jsonFileProblem(source.data);
          if (wrong) throw new ImportFileError(wrong);
        }
        const [existing, stages] = await Promise.all([getExistingApplications(user.id), getUserStages(user.id)]);
        setLoaded({ source, existing, stages });
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        setProblem(error.message);
      }
    },
    { failure: 'Could not read your board to check the file against it. Please try again.' },
  );

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import applications"
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close import' }}
    >
      <Stack gap="md">
        <FileInput
          label="File to import"
          description="A CSV from a spreadsheet or another tracker (Huntr, Teal, Simplify…), or the JSON file our export saves. Up to 5,000 applications and 10 MB."
          placeholder="Choose a .csv or .json file"
          accept=".csv,.json,text/csv,application/json"
          value={file}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          disabled={read.pending}
          onChange={(chosen) => {
            reset();
            setFile(chosen);
            if (chosen) void read.run(chosen);
          }}
          data-autofocus
        />
        {problem && (
          <Alert color="red" title="This file cannot be imported" role="alert">
            {problem} Nothing was imported.
          </Alert>
        )}
        {read.pending && (
          <Text size="sm" c="dimmed" role="status">
            Reading the file…
          </Text>
        )}
        {loaded && (
          <ImportPreview
            key={`${loaded.source.fileName}-${file?.lastModified ?? 0}`}
            loaded={loaded}
            failure={failure}
            onCancel={close}
            onImport={async (plan) => {
              setFailure(null);
              try {
                const result = await runImport(plan.payload);
                const parts = [`${plural(result.added, 'application')} added`];
                if (plan.merged > 0) parts.push(`${plan.merged} merged`);
                if (plan.skipped > 0) parts.push(`${plan.skipped} skipped as duplicates`);
                if (plan.leftOut > 0) parts.push(`${plural(plan.leftOut, 'row')} with errors left out`);
                notifySuccess('Import finished', `${parts.join(', ')}.`);
                close();
              } catch (error) {
                const failed = error as { message?: string; details?: string | null };
                const message = failed.message ?? String(error);
                // A stage deleted since the preview: the server names the entry; the preview names the row
                // and offers the stages as they are now.
                const index = /import_index=(\d+)/.exec(failed.details ?? '')?.[1];
                const row = index === undefined ? undefined : plan.rows[Number(index) - 1];
                if (row) {
                  setFailure(`The import failed and changed nothing. ${row}: ${message} Choose its stage again.`);
                  if (user) {
                    const stages = await getUserStages(user.id).catch(() => null);
                    if (stages) setLoaded((current) => current && { ...current, stages });
                  }
                } else {
                  setFailure(`The import failed and changed nothing: ${message}`);
                }
                throw error;
              }
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}

interface PreviewProps {
  loaded: Loaded;
  failure: string | null;
  onCancel: () => void;
  onImport: (plan: ReturnType<typeof planImport>) => Promise<void>;
}

function ImportPreview({ loaded, failure, onCancel, onImport }: PreviewProps) {
  const { source, existing, stages } = loaded;
  const [now] = useState(() => new Date());
  const [mapping, setMapping] = useState<ImportField[]>(() =>
    source.kind === 'csv' ? guessMapping(source.headers, stages) : [],
  );
  const drafts = useMemo<Draft[]>(
    () =>
      source.kind === 'csv'
        ? draftsFromCsv(source.rows, mapping, stages, now)
        : draftsFromJson(source.data as Record<string, unknown>, now),
    [source, mapping, stages, now],
  );
  const stageNames = useMemo(
    () => distinctStageNames(drafts.flatMap((draft) => [draft.stage, ...draft.history.map((entry) => entry.stage)])),
    [drafts],
  );
  // Our JSON names its stages by key; the exporting account's labels stand beside them in the file.
  const fileLabels = useMemo(
    () =>
      source.kind === 'json' ? jsonStageLabels(source.data as Record<string, unknown>) : new Map<string, string>(),
    [source],
  );
  const guessFor = useCallback(
    (name: string) => guessStage(name, stages, fileLabels.get(name.trim())),
    [stages, fileLabels],
  );
  const [stageChoices, setStageChoices] = useState<Record<string, string>>({});
  // A choice of a stage that is gone (deleted in another tab, seen when an import failed) is guessed again.
  const chosen = useCallback(
    (name: string) => {
      const value = stageChoices[stageKey(name)];
      return value !== undefined && stages.some((stage) => stage.value === value) ? value : undefined;
    },
    [stageChoices, stages],
  );
  const stageMap = useMemo(
    () => new Map(stageNames.map((name) => [stageKey(name), chosen(name) ?? guessFor(name).value])),
    [stageNames, chosen, guessFor],
  );
  const duplicates = useMemo(() => findDuplicates(drafts, existing), [drafts, existing]);
  const [choice, setChoice] = useState<DuplicateChoice>('skip');
  const [leaveOutErrors, setLeaveOutErrors] = useState(false);
  const plan = useMemo(
    () => planImport(drafts, { stageMap, duplicates, choice }),
    [drafts, stageMap, duplicates, choice],
  );
  const save = useAction(onImport, { failure: 'Could not import the file. Nothing was changed; please try again.' });

  const missing = source.kind === 'csv' ? REQUIRED_FIELDS.filter((field) => !mapping.includes(field)) : [];
  const withErrors = drafts.filter((draft) => draft.errors.length > 0);
  const duplicateCount = duplicates.filter(Boolean).length;
  const blocked = missing.length > 0 || (withErrors.length > 0 && !leaveOutErrors) || plan.payload.length === 0;
  const stageLabel = (value: string) => stages.find((stage) => stage.value === value)?.label ?? value;
  const countOf = (name: string) => drafts.filter((draft) => stageKey(draft.stage) === stageKey(name)).length;
  const fieldOptions = importFields(stages).map((field) => ({ value: field, label: fieldLabel(field, stages) }));
  const stageOptions = stages.map((stage) => ({ value: stage.value, label: stage.label }));

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
        <Stack gap="xs">
          <Title order={3} size="h4">
            Columns
          </Title>
          <Text size="sm" c="dimmed">
            What each column of the file holds. Columns left out are not imported.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {source.headers.map((header, column) => (
              <Select
                key={`${column}-${header}`}
                label={header || `Column ${column + 1}`}
                description={
                  source.rows[0]?.[column] ? `e.g. ${source.rows[0][column]!.slice(0, 40)}` : 'Empty in row 2'
                }
                data={fieldOptions}
                value={mapping[column]}
                allowDeselect={false}
                searchable
                selectFirstOptionOnChange
                onChange={(value) => {
                  if (!value) return;
                  setMapping((current) =>
                    current.map((field, index) =>
                      index === column
                        ? (value as ImportField)
                        : field === value && value !== 'ignore'
                          ? 'ignore'
                          : field,
                    ),
                  );
                }}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          {missing.length > 0 && (
            <Alert color="red" title="Required columns are missing" role="alert">
              Choose the column that holds {missing.map((field) => fieldLabel(field, stages)).join(' and the ')}: every
              application needs a company and a position.
            </Alert>
          )}
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={3} size="h4">
          Stages
        </Title>
        <Text size="sm" c="dimmed">
          Which of your stages each stage of the file goes to.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {stageNames.map((name) => {
            const guess = guessFor(name);
            const count = countOf(name);
            const shown = fileLabels.get(name.trim()) ?? name;
            return (
              <Select
                key={stageKey(name)}
                label={`${name === '' ? '(no stage)' : `“${shown}”`}${count > 0 ? ` · ${plural(count, 'application')}` : ' · history only'}`}
                description={guess.unsure && !chosen(name) ? 'Not a stage we know: check it' : undefined}
                // Under the field, so it lines up with the stages beside it that have no note.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={stageOptions}
                value={stageMap.get(stageKey(name)) ?? null}
                allowDeselect={false}
                searchable
                selectFirstOptionOnChange
                onChange={(value) => value && setStageChoices((current) => ({ ...current, [stageKey(name)]: value }))}
                comboboxProps={{ withinPortal: true }}
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          First {Math.min(PREVIEW_ROWS, drafts.length)} of {plural(drafts.length, 'row')}
        </Title>
        {/* A region that scrolls sideways on a phone, and takes focus so a keyboard can scroll it too. */}
        <Box role="region" aria-label="First rows, scrolls sideways" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder fz="sm" miw={640} aria-label="First rows of the file">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Position</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Applied</Table.Th>
                <Table.Th>Check</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.slice(0, PREVIEW_ROWS).map((draft, index) => {
                const duplicate = duplicates[index];
                return (
                  <Table.Tr key={draft.label}>
                    <Table.Td>{draft.label.replace(/^\D+/, '')}</Table.Td>
                    <Table.Td>{draft.fields.company}</Table.Td>
                    <Table.Td>{draft.fields.position}</Table.Td>
                    <Table.Td>{stageLabel(stageMap.get(stageKey(draft.stage)) ?? draft.stage)}</Table.Td>
                    <Table.Td>
                      {draft.fields.applied_date ? new Date(draft.fields.applied_date).toLocaleDateString('en-CA') : ''}
                    </Table.Td>
                    <Table.Td>
                      {draft.errors.length > 0 ? (
                        <Badge color="red" variant="light">
                          {plural(draft.errors.length, 'error')}
                        </Badge>
                      ) : duplicate ? (
                        <Badge color="yellow" variant="light">
                          {duplicate.on === 'board'
                            ? 'On your board'
                            : `Same as row ${drafts[duplicate.index]!.label.replace(/^\D+/, '')}`}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          Ready
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      </Stack>

      {withErrors.length > 0 && (
        <Alert color="red" title={`${plural(withErrors.length, 'row')} cannot be imported as they are`}>
          <Stack gap="sm">
            <List size="sm" spacing={4} aria-label="Errors by row">
              {withErrors.slice(0, LISTED_ERRORS).map((draft) => (
                <List.Item key={draft.label}>
                  {draft.label}: {draft.errors.join(' ')}
                </List.Item>
              ))}
            </List>
            {withErrors.length > LISTED_ERRORS && (
              <Text size="sm">…and {plural(withErrors.length - LISTED_ERRORS, 'more row')}.</Text>
            )}
            <Text size="sm">Fix them in the file and choose it again, or leave these rows out.</Text>
            {withErrors.length < drafts.length && (
              <Checkbox
                label={`Leave out the ${plural(withErrors.length, 'row')} with errors and import the rest`}
                checked={leaveOutErrors}
                onChange={(event) => setLeaveOutErrors(event.currentTarget.checked)}
              />
            )}
          </Stack>
        </Alert>
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
        <Button variant="default" onClick={onCancel} disabled={save.pending}>
          Cancel
        </Button>
        <Button disabled={blocked} loading={save.pending} onClick={() => void save.run(plan)}>
          {plan.merged > 0 && plan.added === 0
            ? `Merge ${plural(plan.merged, 'application')}`
            : `Import ${plural(plan.added, 'application')}`}
        </Button>
      </Group>
    </Stack>
  );
}
