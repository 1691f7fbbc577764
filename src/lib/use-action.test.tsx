import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { useAction, type Action } from './use-action';

let action: Action<[string]>;
const done: string[] = [];

/** A button's action: it succeeds unless asked to fail. */
function Save() {
  const save = useAction(
    async (what: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (what === 'fail') throw new Error('the server said no');
      return what.toUpperCase();
    },
    { failure: 'Could not save. Please try again.', onSuccess: (result) => done.push(result) },
  );
  useEffect(() => {
    action = save;
  });
  return <p>{save.pending ? 'Saving' : 'Idle'}</p>;
}

describe('useAction', () => {
  it('says whether a run succeeded, is pending meanwhile, and reports a failure once, through the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Save />);
    expect(screen.getByText('Idle')).toBeInTheDocument();

    let ran!: Promise<boolean>;
    act(() => {
      ran = action.run('draft');
    });
    expect(screen.getByText('Saving')).toBeInTheDocument();
    await act(async () => expect(await ran).toBe(true));
    expect(done).toEqual(['DRAFT']);
    expect(screen.getByText('Idle')).toBeInTheDocument();

    await act(async () => expect(await action.run('fail')).toBe(false));
    expect(done).toEqual(['DRAFT']);
    expect(screen.getByText('Idle')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Could not save. Please try again.')).toHaveLength(1));
    expect(console.error).toHaveBeenCalledWith('Could not save. Please try again.', expect.any(Error));
  });
});
