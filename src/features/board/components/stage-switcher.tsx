import { useEffect, useRef } from 'react';
import classes from './stage-switcher.module.css';

export interface SwitcherStage {
  status: string;
  label: string;
  count: number;
}

interface StageSwitcherProps {
  stages: readonly SwitcherStage[];
  /** Per stage, whether its column is in view. */
  inView: readonly boolean[];
  /** The stage the board is on: on a phone, the one column shown. */
  current: number;
  onSelect: (index: number) => void;
}

/**
 * The stages with their counts, in the board's order. On a phone it switches the one stage shown (a swipe
 * on the board does the same); on a wider screen it is a jump list to columns out of view, and marks the
 * ones in view.
 */
export function StageSwitcher({ stages, inView, current, onSelect }: StageSwitcherProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The current stage's button stays in sight when the list is wider than the screen.
  useEffect(() => {
    const list = listRef.current;
    const button = list?.children[current]?.firstElementChild;
    if (!list || !(button instanceof HTMLElement)) return;
    const { left, right } = button.getBoundingClientRect();
    const bounds = list.getBoundingClientRect();
    if (left < bounds.left || right > bounds.right) {
      list.scrollTo({ left: button.offsetLeft - bounds.width / 2 + button.offsetWidth / 2 });
    }
  }, [current]);

  return (
    <nav aria-label="Stages" className={classes.nav}>
      <ul ref={listRef} className={classes.list}>
        {stages.map((stage, index) => (
          <li key={stage.status}>
            <button
              type="button"
              className={classes.stage}
              data-current={index === current || undefined}
              data-in-view={inView[index] || undefined}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <span className={classes.label}>{stage.label}</span>
              <span className={classes.count}>{stage.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
