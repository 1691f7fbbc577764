import { Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import classes from './chart-card.module.css';

export interface FigureTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows, in numbers. */
  summary: string;
  /** The chart itself, hidden from assistive technology: the table holds the same numbers. */
  chart: ReactNode;
  table: FigureTable;
}

function NumbersTable({ title, table }: { title: string; table: FigureTable }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column} ta={index === 0 ? 'left' : 'right'} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row" fw={500}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={index} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A chart with its sentence, and its numbers as a table: always there for screen readers, shown on
 * request for everyone else.
 */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        </Stack>
        <div aria-hidden="true" className={classes.chart}>
          {chart}
        </div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={tableId}
          className={classes.toggle}
        >
          {open ? 'Hide the numbers' : 'Show the numbers'}
        </Button>
        <div id={tableId}>
          {open ? (
            <NumbersTable title={title} table={table} />
          ) : (
            <VisuallyHidden>
              <NumbersTable title={title} table={table} />
            </VisuallyHidden>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
