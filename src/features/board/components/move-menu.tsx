import { Menu } from '@mantine/core';
import classes from './application-card.module.css';
import { useBoardStages } from './board-stages';
import { FirstUseMenu } from './first-use-menu';

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
 * The way to move a card without dragging: by keyboard, touch or mouse. The card holds a plain button
 * until the menu's first use (first-use-menu.tsx).
 */
export function MoveMenu({ company, status, onMove, onEdit }: MoveMenuProps) {
  const { shown } = useBoardStages();
  const targets = shown.filter((target) => target.value !== status);
  return (
    <FirstUseMenu
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      renderTarget={(props) => (
        <button type="button" className={classes.actions} aria-label={`Actions for ${company}`} {...props}>
          <DotsIcon />
        </button>
      )}
    >
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
    </FirstUseMenu>
  );
}
