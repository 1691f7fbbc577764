import { configureSupabase, isAuthProviderEnabled } from '@job-tracker/supabase-client';
import { screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { renderWithProviders } from '../../../../tests/render';
import { GoogleButton } from './google-button';

// The client suite's emulator runs without a Google provider, as a fresh project does.
describe('Google sign-in on a project without Google (against the emulator)', () => {
  it('reads the provider switches from the project’s public auth settings', async () => {
    const { url, anonKey } = inject('emulator');
    configureSupabase({ url, anonKey });
    expect(await isAuthProviderEnabled('google')).toBe(false);
    expect(await isAuthProviderEnabled('email')).toBe(true);
  });

  it('stays on the page with the Google-login toast instead of leaving for an error page', async () => {
    const { url, anonKey } = inject('emulator');
    configureSupabase({ url, anonKey });
    const before = window.location.href;
    // The real auth provider (renderWithProviders' stub is replaced below it) with the page's real client.
    const { user } = renderWithProviders(
      <AuthProvider>
        <GoogleButton label="Login with Google" />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(await screen.findByText('Could not log you in with Google. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Google login failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled();
    expect(window.location.href).toBe(before);
    expect(window.sessionStorage.getItem('job-tracker:google-sign-in')).toBeNull();
  });
});
