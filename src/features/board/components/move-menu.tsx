import { ActionIcon, Menu } from '@mantine/core';
import { BOARD_STATUSES, statusLabel } from '@/lib/applications/statuses';

interface MoveMenuProps {
  company: string;
  status: string;
  onMove: (status: string) => void;
  onEdit: () => void;
}

/** The way to move a card without dragging: by keyboard, touch or mouse. */
export function MoveMenu({ company, status, onMove, onEdit }: MoveMenuProps) {
  const targets = BOARD_STATUSES.filter((target) => target !== status);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Actions for ${company}`}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="3" cy="8" r="1.5" fill="currentColor" />
            <circle cx="8" cy="8" r="1.5" fill="currentColor" />
            <circle cx="13" cy="8" r="1.5" fill="currentColor" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {targets.map((target) => (
          <Menu.Item key={target} onClick={() => onMove(target)}>
            {statusLabel(target)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onEdit}>Edit</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
