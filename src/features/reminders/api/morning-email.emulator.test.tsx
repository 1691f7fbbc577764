import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreshCache, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { browserTimeZone, getMorningEmail, useMorningEmail, useSetMorningEmail } from './morning-email';

/** The morning e-mail setting, read and written with the page's client against the suite's emulator. */
describe('morning e-mail (against the emulator)', () => {
  it('is unset for a new user, then on in the browser’s zone, then off, as the dialog shows it', async () => {
    const { user } = await signUpTestAccount();
    expect(await getMorningEmail()).toBeNull();
    const { result } = renderHook(
      () => {
        // Read while rendering, as the dialog reads them: SWR re-renders only for what a render read.
        const { data, isLoading } = useMorningEmail(user.id, true);
        return { setting: { data, isLoading }, set: useSetMorningEmail(user.id) };
      },
      { wrapper: FreshCache },
    );
    await waitFor(() => expect(result.current.setting.isLoading).toBe(false));
    expect(result.current.setting.data).toBeNull();

    await act(async () => {
      expect(await result.current.set(true)).toBe(true);
    });
    expect(result.current.setting.data).toEqual({ enabled: true, timeZone: browserTimeZone() });
    expect(await getMorningEmail()).toEqual({ enabled: true, timeZone: browserTimeZone() });

    await act(async () => {
      expect(await result.current.set(false)).toBe(false);
    });
    expect(await getMorningEmail()).toEqual({ enabled: false, timeZone: browserTimeZone() });
  });
});
