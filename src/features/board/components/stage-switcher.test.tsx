import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StageSwitcher, type SwitcherStage } from './stage-switcher';

const STAGES: SwitcherStage[] = [
  { status: 'wishlist', label: 'Wishlist', count: 3 },
  { status: 'applied', label: 'Applied', count: 12 },
  { status: 'interview', label: 'Interview', count: 2 },
];

/** The list's scroll geometry, as a browser would report it (jsdom lays nothing out). */
function listGeometry(geometry: { clientWidth: number; scrollWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(geometry)) {
    vi.spyOn(HTMLElement.prototype, name as 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? value : 0;
    });
  }
}

afterEach(() => vi.restoreAllMocks());

describe('StageSwitcher', () => {
  it('lists each stage with its count, marks the current one and those in view, and selects on click', () => {
    const onSelect = vi.fn();
    render(<StageSwitcher stages={STAGES} inView={[true, true, false]} current={1} onSelect={onSelect} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Wishlist3', 'Applied12', 'Interview2']);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(buttons.map((button) => button.getAttribute('data-current'))).toEqual([null, 'true', null]);
    expect(buttons.map((button) => button.hasAttribute('data-in-view'))).toEqual([true, true, false]);
    fireEvent.click(buttons[2]!);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('marks the edges with more stages beyond them, as the list is scrolled', async () => {
    listGeometry({ clientWidth: 300, scrollWidth: 600, scrollLeft: 0 });
    render(<StageSwitcher stages={STAGES} inView={[true, false, false]} current={0} onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Stages' });
    expect(nav).toHaveAttribute('data-more-end', 'true');
    expect(nav).not.toHaveAttribute('data-more-start');
    const list = screen.getByRole('list');
    const scrollTo = async (scrollLeft: number, more: { start: boolean; end: boolean }) => {
      listGeometry({ clientWidth: 300, scrollWidth: 600, scrollLeft });
      fireEvent.scroll(list);
      await waitFor(() => {
        expect(nav.hasAttribute('data-more-start'), `start at ${scrollLeft}`).toBe(more.start);
        expect(nav.hasAttribute('data-more-end'), `end at ${scrollLeft}`).toBe(more.end);
      });
    };
    // A pixel of rounding at either end is no more to see.
    // Each step changes what shows, so each waits for the list to be measured again.
    await scrollTo(150, { start: true, end: true });
    await scrollTo(1, { start: false, end: true });
    await scrollTo(2, { start: true, end: true });
    await scrollTo(299, { start: true, end: false });
    await scrollTo(298, { start: true, end: true });
  });

  it('marks no edge when every stage fits', () => {
    listGeometry({ clientWidth: 600, scrollWidth: 600, scrollLeft: 0 });
    render(<StageSwitcher stages={STAGES} inView={[true, true, true]} current={0} onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Stages' });
    expect(nav).not.toHaveAttribute('data-more-start');
    expect(nav).not.toHaveAttribute('data-more-end');
  });
});
