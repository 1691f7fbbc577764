import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ResendConfirmation } from './resend-confirmation';

const EMAIL = 'ada@example.com';

function renderResend(resendConfirmation: (email: string) => Promise<void>) {
  return renderWithProviders(<ResendConfirmation email={EMAIL} />, { auth: { resendConfirmation } });
}

describe('<ResendConfirmation>', () => {
  it('sends the link again and says where it went', async () => {
    const resend = vi.fn(async () => {});
    const { user } = renderResend(resend);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(resend).toHaveBeenCalledWith(EMAIL);
    expect(await screen.findByText(`Check ${EMAIL} for the link to confirm your account.`)).toBeInTheDocument();
  });

  it('says the server’s reason when it gives one, and to wait a minute when it does not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reason = 'For security purposes, you can only request this after 42 seconds.';
    const first = renderResend(async () => {
      throw new Error(reason);
    });
    await first.user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Please try again in a minute.')).toBeNull();
    first.unmount();

    const second = renderResend(async () => {
      throw new Error('');
    });
    await second.user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Please try again in a minute.')).toBeInTheDocument();
  });
});
