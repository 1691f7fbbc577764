import { Badge, Box, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatSalary } from '@/lib/applications/details';
import { sourceLabel } from '@/lib/applications/statuses';
import { spelledDay } from '../utils/import-dates';
import type { Draft } from '../utils/import-drafts';
import type { Duplicate } from '../utils/import-plan';
import { plural } from '../utils/plural';

const PAGE_SIZE = 25;

type Shown = 'all' | 'errors' | 'duplicates';

interface Props {
  drafts: readonly Draft[];
  duplicates: readonly (Duplicate | null)[];
  /** The label of the user's stage a file's stage name goes to. */
  stageOf: (draft: Draft) => string;
}

const rowNumber = (draft: Draft) => draft.label.replace(/^\D+/, '');

function Check({ draft, duplicate, drafts }: { draft: Draft; duplicate: Duplicate | null; drafts: readonly Draft[] }) {
  if (draft.errors.length > 0)
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light">
          {plural(draft.errors.length, 'error')}
        </Badge>
        <Text size="xs" c="red.8">
          {draft.errors.join(' ')}
        </Text>
      </Stack>
    );
  if (duplicate)
    return (
      <Badge color="yellow" variant="light">
        {duplicate.on === 'board' ? 'On your board' : `Same as row ${rowNumber(drafts[duplicate.index]!)}`}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      Ready
    </Badge>
  );
}

/**
 * Every row of the file as it will be imported: what each cell became (the stage it goes to, the day read
 * from the date, the salary with its currency and period, the source), a page at a time, with the rows
 * that have errors or repeat another one a choice away.
 */
export function ImportRows({ drafts, duplicates, stageOf }: Props) {
  const [shown, setShown] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const indexes = drafts.flatMap((draft, index) =>
    shown === 'all' ||
    (shown === 'errors' && draft.errors.length > 0) ||
    (shown === 'duplicates' && draft.errors.length === 0 && duplicates[index])
      ? [index]
      : [],
  );
  const errorCount = drafts.filter((draft) => draft.errors.length > 0).length;
  const duplicateCount = duplicates.filter(Boolean).length;
  const pages = Math.max(1, Math.ceil(indexes.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const onPage = indexes.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const options = [
    { value: 'all', label: `All ${drafts.length.toLocaleString('en-US')}` },
    ...(errorCount > 0 ? [{ value: 'errors', label: `With errors (${errorCount.toLocaleString('en-US')})` }] : []),
    ...(duplicateCount > 0
      ? [{ value: 'duplicates', label: `Duplicates (${duplicateCount.toLocaleString('en-US')})` }]
      : []),
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="end" gap="xs">
        <Title order={3} size="h4" id="import-rows-title">
          {plural(drafts.length, 'row')}, as they will be imported
        </Title>
        {options.length > 1 && (
          <SegmentedControl
            aria-label="Rows to show"
            size="xs"
            value={shown}
            onChange={(value) => {
              setShown(value as Shown);
              setPage(1);
            }}
            data={options}
          />
        )}
      </Group>
      {/* A region that scrolls sideways on a phone, and takes focus so a keyboard can scroll it too. */}
      <Box role="region" aria-label="Rows of the file, scrolls sideways" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped withTableBorder fz="sm" miw={820} aria-labelledby="import-rows-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Position</Table.Th>
              <Table.Th>Stage</Table.Th>
              <Table.Th>Applied</Table.Th>
              <Table.Th>Salary</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {onPage.map((index) => {
              const draft = drafts[index]!;
              const { fields } = draft;
              return (
                <Table.Tr key={draft.label}>
                  <Table.Td>{rowNumber(draft)}</Table.Td>
                  <Table.Td>{fields.company}</Table.Td>
                  <Table.Td>{fields.position}</Table.Td>
                  <Table.Td>{stageOf(draft)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {fields.applied_date ? spelledDay(new Date(fields.applied_date)) : ''}
                  </Table.Td>
                  <Table.Td>
                    {formatSalary(
                      fields.salary_min ?? null,
                      fields.salary_max ?? null,
                      fields.salary_currency ?? 'USD',
                      fields.salary_period ?? 'year',
                    ) ?? ''}
                  </Table.Td>
                  <Table.Td>{sourceLabel(fields.source)}</Table.Td>
                  <Table.Td maw={280}>
                    <Check draft={draft} duplicate={duplicates[index] ?? null} drafts={drafts} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            Rows {((current - 1) * PAGE_SIZE + 1).toLocaleString('en-US')}–
            {Math.min(current * PAGE_SIZE, indexes.length).toLocaleString('en-US')} of{' '}
            {indexes.length.toLocaleString('en-US')}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              aria-label="Previous page of rows"
              disabled={current === 1}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </Button>
            <Button
              variant="default"
              size="xs"
              aria-label="Next page of rows"
              disabled={current === pages}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
