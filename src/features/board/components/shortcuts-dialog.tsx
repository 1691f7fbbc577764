import { Group, Table } from '@mantine/core';
import { Fragment } from 'react';
import { Dialog } from '@/components/dialog';
import { KeyCap } from '@/components/key-cap';
import { SHORTCUT_LIST } from '../utils/key-sequence';
import { useBoardActions, useBoardDialog } from './board-context';
import classes from './shortcuts-dialog.module.css';

/** Every keyboard shortcut, opened by `?` or from the command palette. */
export function ShortcutsDialog() {
  const { closeDialog } = useBoardActions();
  const opened = useBoardDialog().type === 'shortcuts';
  return (
    <Dialog opened={opened} onClose={closeDialog} title="Keyboard shortcuts" size="md">
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUT_LIST.map(({ keys, does }) => (
            <Table.Tr key={does}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && <span className={classes.then}>{keys[0] === 'Ctrl' ? '+' : 'then'}</span>}
                      <KeyCap size="md">{key}</KeyCap>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
