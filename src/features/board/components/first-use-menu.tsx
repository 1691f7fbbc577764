import { Menu, type MenuProps } from '@mantine/core';
import { useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/** What the trigger is given: before the first use its popup attributes and click, then the menu's ref. */
export interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded'?: false;
  onClick?: () => void;
}

/**
 * A menu that mounts on its first use, opened with the focus on its first item, then stays. A board shows
 * many cards, each with its menus, and few are ever opened: until then a card holds its trigger button
 * alone, not a closed Mantine menu (its popover and positioning hooks).
 *
 * Closing gives the focus back to the trigger, as a menu that was mounted closed does: Mantine notes where
 * the focus was only when a mounted menu opens, so on a menu mounted opened it would fall to the page.
 * Not when the focus went somewhere else meanwhile (a move puts it on the moved card).
 */
export function FirstUseMenu({
  renderTarget,
  children,
  ...menu
}: Omit<MenuProps, 'defaultOpened' | 'opened' | 'returnFocus' | 'onClose' | 'children'> & {
  renderTarget: (props: TriggerProps) => ReactElement;
  /** The menu's `Menu.Dropdown`. */
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  if (!used) return renderTarget({ 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setUsed(true) });
  const giveFocusBack = () => {
    const atClose = document.activeElement;
    window.setTimeout(() => {
      const now = document.activeElement;
      if (now === null || now === document.body || now === atClose) target.current?.focus({ preventScroll: true });
    }, 10);
  };
  return (
    <Menu {...menu} defaultOpened onClose={giveFocusBack}>
      <Menu.Target>{renderTarget({ ref: target, 'aria-haspopup': 'menu' })}</Menu.Target>
      {children}
    </Menu>
  );
}
