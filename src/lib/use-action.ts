import { useState } from 'react';
import { reportFailure } from './notify';

export interface Action<Args extends unknown[]> {
  /** Runs the action; resolves true when it succeeded, false when it failed (already reported). */
  run: (...args: Args) => Promise<boolean>;
  /** True while a run is under way: for a spinner on the button that started it. */
  pending: boolean;
}

/**
 * A component's own mutation, with its pending state: a success goes to `onSuccess` (a toast, closing a
 * dialog), a failure takes the one error path (console, toast) with `failure` as the user's message.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  { failure, onSuccess }: { failure: string; onSuccess?: (result: Result) => void },
): Action<Args> {
  const [pending, setPending] = useState(false);
  const run = async (...args: Args) => {
    setPending(true);
    try {
      const result = await action(...args);
      onSuccess?.(result);
      return true;
    } catch (error) {
      reportFailure(failure, error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
