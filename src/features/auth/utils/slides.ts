export interface Slide {
  text: string;
  /** A file in public/. */
  image: string;
  alt: string;
}

export const SLIDE_INTERVAL_MS = 4000;

export const SLIDES: readonly Slide[] = [
  {
    text: 'Track job applications and stay organized',
    image: 'illustrations/slide-track.svg',
    alt: 'A board of job applications in columns, one card being moved',
  },
  {
    text: 'Discover how designers at companies you applied to grew',
    image: 'illustrations/slide-grow.svg',
    alt: 'Designers at a company and a line rising through their careers',
  },
  {
    text: 'Learn from case studies and ace interviews',
    image: 'illustrations/slide-learn.svg',
    alt: 'A case study open beside interview notes',
  },
];

/** 0, 1, 2, 0, ... */
export function nextSlideIndex(index: number, count = SLIDES.length): number {
  return (index + 1) % count;
}
