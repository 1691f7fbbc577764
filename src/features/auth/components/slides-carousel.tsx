import { Box, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { publicAsset } from '@/lib/assets';
import { useSlideIndex } from '../hooks/use-slide-index';
import { SLIDES } from '../utils/slides';
import classes from './slides-carousel.module.css';

/** The three marketing slides of the login and signup pages. */
export function SlidesCarousel() {
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useSlideIndex(paused);
  const slide = SLIDES[index]!;

  return (
    <Stack
      className={classes.root}
      align="center"
      justify="center"
      gap="xl"
      aria-roledescription="carousel"
      aria-label="What the job tracker does"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box className={classes.frame}>
        {SLIDES.map((item, i) => (
          <Image
            key={item.image}
            src={publicAsset(item.image)}
            // Not fetched while the slides are hidden (on a phone the login page has none).
            loading="lazy"
            alt={i === index ? item.alt : ''}
            aria-hidden={i !== index}
            className={classes.image}
            data-active={i === index || undefined}
          />
        ))}
      </Box>
      <Text key={index} className={classes.text} aria-live={paused ? 'polite' : 'off'} data-testid="slide-text">
        {slide.text}
      </Text>
      <Group gap="xs" role="group" aria-label="Choose a slide">
        {SLIDES.map((item, i) => (
          <UnstyledButton
            key={item.image}
            className={classes.dot}
            data-active={i === index || undefined}
            aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Group>
    </Stack>
  );
}
