import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { confirmsEmail, DeleteAccountDialog } from './delete-account-dialog';

const ada = { id: 'u1', name: 'ada', email: 'Ada@Example.test' };

describe('confirmsEmail', () => {
  it('accepts the e-mail in any case with spaces around it, and nothing else', () => {
    expect(confirmsEmail(' ada@example.TEST ', 'Ada@Example.test')).toBe(true);
    expect(confirmsEmail('ada@example.tes', 'Ada@Example.test')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});

describe('<DeleteAccountDialog>', () => {
  it('enables "Delete my account" only once the typed e-mail matches, and Cancel clears it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<DeleteAccountDialog opened onClose={onClose} />, { auth: { user: ada } });
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    const input = screen.getByRole('textbox', { name: 'Type your e-mail to confirm' });
    expect(screen.getByText('Ada@Example.test')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.click(input);
    await user.paste('ada@example.tes');
    expect(button).toBeDisabled();
    await user.type(input, 't');
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(input).toHaveValue('');
  });
});
