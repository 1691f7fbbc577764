import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Stage } from '@/lib/applications/stages';
import type { StageGuess } from '../utils/import-stages';
import { stageKey } from '../utils/import-stages';
import { plural } from '../utils/plural';

interface Props {
  stageNames: readonly string[];
  stages: readonly Stage[];
  stageMap: ReadonlyMap<string, string>;
  /** The exporting account's label for a key of our JSON, to show instead of the key. */
  fileLabels: ReadonlyMap<string, string>;
  countOf: (name: string) => number;
  guessFor: (name: string) => StageGuess;
  chosen: (name: string) => string | undefined;
  onChoose: (name: string, value: string) => void;
}

/** "Stages": which of the user's stages each stage of the file goes to, with the guesses to check marked. */
export function ImportStageMapping({
  stageNames,
  stages,
  stageMap,
  fileLabels,
  countOf,
  guessFor,
  chosen,
  onChoose,
}: Props) {
  const stageOptions = stages.map((stage) => ({ value: stage.value, label: stage.label }));
  return (
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
              onChange={(value) => value && onChoose(name, value)}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
