import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEditorProps {
  title: string;
  count: number;
  max: number;
  addLabel: string;
  removeLabel: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of one row. */
  children: (index: number) => ReactNode;
}

/** The form's editable list (people, links): a row of inputs each with its remove button, and an add. */
export function ListEditor({ title, count, max, addLabel, removeLabel, onAdd, onRemove, children }: ListEditorProps) {
  return (
    <>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="wrap">
          {children(index)}
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={26}
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="compact-sm" disabled={count >= max} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
