import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCOPE_CLASS, scoped } from './tracker-scope';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('scoped', () => {
  it('renders the component with its props inside the tracker’s scope', () => {
    const Scoped = scoped(Greeting);
    render(<Scoped name="Ada" />);
    expect(screen.getByText('Hello Ada').parentElement).toHaveClass(SCOPE_CLASS);
  });

  it('names itself after the component in React’s tools: its display name, else its function name', () => {
    expect(scoped(Greeting).displayName).toBe('Scoped(Greeting)');
    const Named = Object.assign(() => null, { displayName: 'BoardPage' });
    expect(scoped(Named).displayName).toBe('Scoped(BoardPage)');
  });
});
