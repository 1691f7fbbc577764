import { ActionIcon } from '@mantine/core';

interface StageMoveButtonsProps {
  value: string;
  name: string;
  index: number;
  count: number;
  onMoveBy: (value: string, delta: -1 | 1) => void;
  /** Registers the row's move buttons, to give focus back after a move. */
  registerMoveButton: (value: string, direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
}

/** "Move up" and "Move down": the keyboard's way to reorder the stages (the handle is the mouse's). */
export function StageMoveButtons({ value, name, index, count, onMoveBy, registerMoveButton }: StageMoveButtonsProps) {
  return (
    <>
      <ActionIcon
        ref={(element) => registerMoveButton(value, 'up', element)}
        variant="default"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMoveBy(value, -1)}
      >
        <Arrow up />
      </ActionIcon>
      <ActionIcon
        ref={(element) => registerMoveButton(value, 'down', element)}
        variant="default"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMoveBy(value, 1)}
      >
        <Arrow />
      </ActionIcon>
    </>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      style={{ transform: up ? 'rotate(180deg)' : undefined }}
    >
      <path d="M7 2v9M3 7l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
