import { Alert, SimpleGrid, Stack, Select, Text, Title } from '@mantine/core';
import type { Stage } from '@/lib/applications/stages';
import { fieldLabel, guessMapping, importFields, type ImportField } from '../utils/import-columns';

interface Props {
  headers: readonly string[];
  firstRow: readonly string[] | undefined;
  mapping: readonly ImportField[];
  missing: readonly ImportField[];
  stages: readonly Stage[];
  onChange: (mapping: ImportField[]) => void;
}

/** "Columns": what each column of a CSV holds, one menu per column; a field taken twice moves. */
export function ImportColumnMapping({ headers, firstRow, mapping, missing, stages, onChange }: Props) {
  // A "Reached …" column of a stage the user lacks keeps its own choice among the fields.
  const fieldOptions = importFields(stages, guessMapping(headers, stages)).map((field) => ({
    value: field,
    label: fieldLabel(field, stages),
  }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Columns
      </Title>
      <Text size="sm" c="dimmed">
        What each column of the file holds. Columns left out are not imported.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {headers.map((header, column) => (
          <Select
            key={`${column}-${header}`}
            label={header || `Column ${column + 1}`}
            description={firstRow?.[column] ? `e.g. ${firstRow[column]!.slice(0, 40)}` : 'Empty in row 2'}
            data={fieldOptions}
            value={mapping[column]}
            allowDeselect={false}
            searchable
            selectFirstOptionOnChange
            onChange={(value) => {
              if (!value) return;
              onChange(
                mapping.map((field, index) =>
                  index === column ? (value as ImportField) : field === value && value !== 'ignore' ? 'ignore' : field,
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
  );
}
