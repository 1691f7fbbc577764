import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazy-view';

function View({ name }: { name: string }) {
  return <p>{name} arrived</p>;
}

describe('lazyView', () => {
  it('shows its failure in its place, and Retry loads the code again without a reload', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 412 failed'))
      .mockResolvedValue({ default: View });
    const Insights = lazyView({
      load,
      loading: <p>Loading…</p>,
      failed: ({ name }, retry) => (
        <button type="button" onClick={retry}>
          Retry {name}
        </button>
      ),
    });
    render(
      <>
        <h1>The board</h1>
        <Insights name="Insights" />
      </>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry Insights' });
    // The page around it stays.
    expect(screen.getByRole('heading', { name: 'The board' })).toBeInTheDocument();

    await act(async () => retry.click());
    expect(await screen.findByText('Insights arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('asks for its code before it is shown, and a preload that failed leaves the view to ask again', async () => {
    // A failed load whose failure someone handles: `catch` goes through `then` with a rejection handler.
    const failure = Promise.reject(new Error('Loading chunk 7 failed'));
    let handled = false;
    const then = failure.then.bind(failure);
    failure.then = ((fulfilled, rejected) => {
      if (rejected) handled = true;
      return then(fulfilled, rejected);
    }) as typeof failure.then;
    // Not a vi.fn: a mock's record of its results handles the promises it returns.
    let calls = 0;
    const load = (): Promise<{ default: typeof View }> => {
      calls += 1;
      return calls === 1 ? failure : Promise.resolve({ default: View });
    };
    const StageEditor = lazyView({ load, failed: () => <p>Failed</p> });

    StageEditor.preload();
    expect(calls).toBe(1);
    await act(async () => {});
    expect(handled).toBe(true);

    render(<StageEditor name="Edit stages" />);
    expect(await screen.findByText('Edit stages arrived')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
