import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { useReportLoadFailure } from './use-report-load-failure';

const MESSAGE = 'Failed to load your applications. Please try again later.';
let setError: (error: unknown) => void = () => {};

/** The board's load, as the test sets its error. */
function Load() {
  const [error, set] = useState<unknown>(undefined);
  useEffect(() => {
    setError = set;
  }, []);
  useReportLoadFailure(error);
  return null;
}

const toasts = () => screen.queryAllByText(MESSAGE).length;

describe('useReportLoadFailure', () => {
  it('says a failed load once, through its retries, and again after the board came back and failed anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Load />);
    expect(toasts()).toBe(0);

    act(() => setError(new Error('offline')));
    await waitFor(() => expect(toasts()).toBe(1));
    // The client retries: a new error, the same failed load.
    act(() => setError(new Error('still offline')));
    act(() => setError(new Error('offline, a third time')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toBe(1);

    // The board loads, and later fails again: that is a new failure to tell.
    act(() => setError(undefined));
    act(() => setError(new Error('offline again')));
    await waitFor(() => expect(toasts()).toBe(2));
  });
});
