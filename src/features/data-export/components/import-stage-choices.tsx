import { Alert, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NEW_STAGE, type StagePlan } from '../utils/import-stage-plan';
import { stageKey } from '../utils/import-stages';
import { plural } from '../utils/plural';

interface Props {
  plan: StagePlan;
  /** Every stage name of the file, in the order it uses them. */
  names: readonly string[];
  /** How many applications of the file are in a stage now (0: it is in their history only). */
  countOf: (name: string) => number;
  fileName: (name: string) => string;
  onChoose: (name: string, value: string) => void;
}

/**
 * The file's stages in the preview: what the import adds (and, into an empty account, removes) before it
 * adds anything, and a choice of stage for each of the file's names.
 */
export function ImportStageChoices({ plan, names, countOf, fileName, onChoose }: Props) {
  // Setting up an empty account, the file's own stages need no choice: only a name its list lacks does.
  const shown = plan.replace ? names.filter((name) => plan.unsure.has(stageKey(name))) : names;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Stages
      </Title>
      {plan.replace && !plan.changesLayout ? (
        <Text size="sm" c="dimmed">
          The file’s stages are yours as they are.
        </Text>
      ) : plan.replace ? (
        <Text size="sm">
          Your board has no applications yet, so your stages become the file’s, in its order and with its hidden ones
          hidden: {plan.stages.map((stage) => (stage.hidden ? `${stage.label} (hidden)` : stage.label)).join(', ')}.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Which of your stages each stage of the file goes to. Your stages keep their names, order and visibility; new
          ones go after them.
        </Text>
      )}
      {plan.added.length > 0 && <Text size="sm">Will add stages: {plan.added.join(', ')}.</Text>}
      {plan.removed.length > 0 && (
        <Text size="sm">Will remove stages the file does not have: {plan.removed.join(', ')}.</Text>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {shown.map((name) => {
            const key = stageKey(name);
            const count = countOf(name);
            return (
              <Select
                key={key}
                label={`${name === '' ? '(no stage)' : `“${fileName(name)}”`}${count > 0 ? ` · ${plural(count, 'application')}` : ' · history only'}`}
                description={
                  plan.unsure.has(key)
                    ? 'Not a stage we know: check it'
                    : !plan.replace && plan.choice.get(key) === NEW_STAGE
                      ? 'Not one of your stages: it will be added'
                      : undefined
                }
                // Under the field, so it lines up with the stages beside it that have no note.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={plan.options.get(key) ?? []}
                value={plan.choice.get(key) ?? null}
                allowDeselect={false}
                searchable
                selectFirstOptionOnChange
                onChange={(value) => value && onChoose(name, value)}
                comboboxProps={{ withinPortal: true }}
              />
            );
          })}
        </SimpleGrid>
      )}
      {plan.problems.length > 0 && (
        <Alert color="red" title="The file’s stages cannot be imported as they are" role="alert">
          <List size="sm" spacing={4}>
            {plan.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
