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
});
