import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { nextSlideIndex, SLIDE_INTERVAL_MS, SLIDES } from '../utils/slides';
import { SlidesCarousel } from './slides-carousel';

describe('slides', () => {
  it('cycles 0, 1, 2 and back to 0', () => {
    expect(SLIDES).toHaveLength(3);
    expect([0, 1, 2].map((i) => nextSlideIndex(i))).toEqual([1, 2, 0]);
    expect(SLIDE_INTERVAL_MS).toBe(4000);
  });
});

describe('<SlidesCarousel>', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide every 4 seconds', () => {
    renderWithProviders(<SlidesCarousel />);
    const text = () => screen.getByTestId('slide-text').textContent;
    expect(text()).toBe('Track job applications and stay organized');
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(text()).toBe('Track job applications and stay organized');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(text()).toBe('Discover how designers at companies you applied to grew');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(text()).toBe('Learn from case studies and ace interviews');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(text()).toBe('Track job applications and stay organized');
  });

  it('holds still while the reader points at it, and lets them pick a slide', () => {
    renderWithProviders(<SlidesCarousel />);
    const carousel = screen.getByRole('group', { name: 'Choose a slide' }).parentElement!;
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByTestId('slide-text')).toHaveTextContent('Track job applications');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(screen.getByTestId('slide-text')).toHaveTextContent('Learn from case studies');
    expect(screen.getByRole('img', { name: 'A case study open beside interview notes' })).toBeInTheDocument();
  });
});
