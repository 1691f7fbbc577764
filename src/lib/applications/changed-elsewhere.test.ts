import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteChangedElsewhere, useChangedElsewhere } from './changed-elsewhere';

describe('useChangedElsewhere', () => {
  it('is false for changes made before the caller asked, true once another comes', () => {
    act(() => noteChangedElsewhere('before'));
    const hook = renderHook(() => useChangedElsewhere('before'));
    expect(hook.result.current).toBe(false);
    act(() => noteChangedElsewhere('before'));
    expect(hook.result.current).toBe(true);
  });

  it('follows one application: another one’s change is not this one’s', () => {
    const hook = renderHook(() => useChangedElsewhere('mine'));
    act(() => noteChangedElsewhere('theirs'));
    expect(hook.result.current).toBe(false);
  });

  it('starts over when the caller moves to another application, and is false for none', () => {
    const hook = renderHook(({ id }) => useChangedElsewhere(id), {
      initialProps: { id: 'first' as string | undefined },
    });
    act(() => noteChangedElsewhere('first'));
    expect(hook.result.current).toBe(true);
    act(() => noteChangedElsewhere('second'));
    hook.rerender({ id: 'second' });
    expect(hook.result.current).toBe(false);
    act(() => noteChangedElsewhere('second'));
    expect(hook.result.current).toBe(true);
    hook.rerender({ id: undefined });
    expect(hook.result.current).toBe(false);
  });
});
