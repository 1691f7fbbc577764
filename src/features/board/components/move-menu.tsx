import { Menu } from '@mantine/core';
import { useState } from 'react';
import classes from './application-card.module.css';
import { useBoardStages } from './board-stages';

interface MoveMenuProps {
  company: string;
  status: string;
  onMove: (status: string) => void;
  onEdit: () => void;
}

function DotsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The way to move a card without dragging: by keyboard, touch or mouse. A board shows many cards and
 * few menus are ever opened, so the card holds a plain button and the menu mounts on its first use
 * (opened, with the focus on its first item), then stays.
 */
export function MoveMenu({ company, status, onMove, onEdit }: MoveMenuProps) {
  const [used, setUsed] = useState(false);
  const { shown } = useBoardStages();
  const label = `Actions for ${company}`;
  if (!used) {
    return (
      <button
        type="button"
        className={classes.actions}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setUsed(true)}
      >
        <DotsIcon />
      </button>
    );
  }
  const targets = shown.filter((target) => target.value !== status);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <button type="button" className={classes.actions} aria-label={label}>
          <DotsIcon />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {targets.map((target) => (
          <Menu.Item key={target.value} onClick={() => onMove(target.value)}>
            {target.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onEdit}>Edit</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
