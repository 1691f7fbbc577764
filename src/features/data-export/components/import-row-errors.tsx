import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import type { Draft } from '../utils/import-drafts';
import { plural } from '../utils/plural';

const LISTED_ERRORS = 50;

interface Props {
  withErrors: readonly Draft[];
  total: number;
  leaveOut: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
}

/** The rows that cannot be imported as they are, why, and the choice to leave them out. */
export function ImportRowErrors({ withErrors, total, leaveOut, onLeaveOut }: Props) {
  return (
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
          <Text size="sm">
            …and {plural(withErrors.length - LISTED_ERRORS, 'more row')}, each shown with its errors in the list of
            rows.
          </Text>
        )}
        <Text size="sm">Fix them in the file and choose it again, or leave these rows out.</Text>
        {withErrors.length < total && (
          <Checkbox
            label={`Leave out the ${plural(withErrors.length, 'row')} with errors and import the rest`}
            checked={leaveOut}
            onChange={(event) => onLeaveOut(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Alert>
  );
}
