import { Alert, Radio, Stack, Text } from '@mantine/core';
import { parseDate, spelledDay, type DateOrder } from '../utils/import-dates';

interface Props {
  samples: readonly { row: number; text: string }[];
  answer: DateOrder | null;
  onAnswer: (answer: DateOrder) => void;
}

const readAs = (text: string, order: DateOrder) => {
  const date = parseDate(text, order);
  return date ? spelledDay(date) : 'not a day';
};

/**
 * Asked once per file when no row tells whether 03/11/2026 is 3 November or 11 March: two of its rows, read
 * both ways. Until answered, the rows with such dates wait with an error.
 */
export function ImportDateQuestion({ samples, answer, onAnswer }: Props) {
  const first = samples[0]!;
  const example = (order: DateOrder) =>
    samples.map((sample) => `row ${sample.row}: ${sample.text} is ${readAs(sample.text, order)}`).join('; ');
  return (
    <Alert color={answer ? 'gray' : 'yellow'} title="Dates that read two ways">
      <Stack gap="xs">
        <Text size="sm">
          A date such as {first.text} could be {readAs(first.text, 'day-first')} or {readAs(first.text, 'month-first')},
          and no row of the file tells which. Choose how it was written: every row's dates follow.
        </Text>
        <Radio.Group
          label="How does this file write dates?"
          value={answer}
          onChange={(value) => onAnswer(value as DateOrder)}
        >
          <Stack gap="xs">
            <Radio value="day-first" label="Day first (31/12/2026)" description={example('day-first')} />
            <Radio value="month-first" label="Month first (12/31/2026)" description={example('month-first')} />
          </Stack>
        </Radio.Group>
      </Stack>
    </Alert>
  );
}
