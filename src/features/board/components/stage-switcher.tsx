import { useEffect, useRef, useState, type RefObject } from 'react';
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
  const edges = useScrollEdges(listRef);
  const lastInView = inView.lastIndexOf(true);
  // The stages the board shows stay in sight when the list is wider than the screen: on a phone the one
  // shown, centred; wider, the run of stages in view, scrolled as little as needed.
  useEffect(() => {
    const list = listRef.current;
    const first = list?.children[current]?.firstElementChild;
    const last = list?.children[Math.max(current, lastInView)]?.firstElementChild;
    if (!list || !(first instanceof HTMLElement) || !(last instanceof HTMLElement)) return;
    const bounds = list.getBoundingClientRect();
    const start = first.getBoundingClientRect().left;
    const end = last.getBoundingClientRect().right;
    if (first === last) {
      if (start < bounds.left || end > bounds.right) {
        list.scrollLeft = first.offsetLeft - bounds.width / 2 + first.offsetWidth / 2;
      }
    } else if (start < bounds.left + EDGE) {
      list.scrollLeft += start - bounds.left - EDGE;
    } else if (end > bounds.right - EDGE) {
      list.scrollLeft += Math.min(end - bounds.right + EDGE, start - bounds.left - EDGE);
    }
  }, [current, lastInView]);

  return (
    <nav
      aria-label="Stages"
      className={classes.nav}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
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

/** Room kept between a stage brought into sight and the list's edge, clear of the fade there (px). */
const EDGE = 40;

/** Whether a sideways scroller has more beyond its start and its end edge, kept up to date. */
function useScrollEdges(ref: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return edges;
}
