import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarStack } from './avatar-stack';

const people = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `${'ABCDE'[i]} Designer` }));
const stack = (count: number) =>
  render(
    <MantineProvider>
      <AvatarStack people={people(count)} />
    </MantineProvider>,
  );

describe('AvatarStack', () => {
  it('shows three people, then a badge counting the rest, one included', () => {
    stack(4);
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.queryByText('D')).toBeNull();
    expect(screen.getByLabelText('and 1 more')).toHaveTextContent('+1');
  });

  it('has no badge when everyone shows, and nothing at all for nobody', () => {
    const { unmount } = stack(3);
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.queryByLabelText(/more/)).toBeNull();
    unmount();
    stack(0);
    expect(screen.queryByText('A')).toBeNull();
  });
});
