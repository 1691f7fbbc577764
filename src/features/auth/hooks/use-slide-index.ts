import { useEffect, useState } from 'react';
import { nextSlideIndex, SLIDE_INTERVAL_MS, SLIDES } from '../utils/slides';

/** The slide shown now: it moves on every 4 s unless paused (while the reader hovers or focuses it). */
export function useSlideIndex(paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlideIndex(current, SLIDES.length)),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);
  return [index, setIndex] as const;
}
