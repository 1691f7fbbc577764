// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages, signupRules, validateConfirmPassword, validateEmail, validatePassword } from './validation';

describe('validation', () => {
  it('accepts ordinary addresses and refuses malformed ones with the product message', () => {
    expect(validateEmail('ada@studio.design')).toBeNull();
    expect(validateEmail('  ada@studio.co.uk ')).toBeNull();
    for (const bad of ['', 'ada', 'ada@', '@studio.design', 'ada@studio', 'a da@studio.design', 'ada@@studio.design']) {
      expect(validateEmail(bad), bad).toBe('Please enter a valid email address');
    }
    expect(validateEmail(`${'a'.repeat(250)}@b.co`)).toBe(messages.email);
  });

  it('needs at least 6 characters of password and at most 72 bytes', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('a'.repeat(72))).toBeNull();
    expect(validatePassword('é'.repeat(37))).toBe('Password must be at most 72 bytes');
  });

  it('asks to confirm the password, then to make both match', () => {
    expect(validateConfirmPassword('', 'secret1')).toBe('Please confirm your password');
    // Under 6 characters the confirmation is not there yet, even when it matches a short password.
    expect(validateConfirmPassword('12345', '12345')).toBe('Please confirm your password');
    expect(validateConfirmPassword('123456', '123456')).toBeNull();
    expect(validateConfirmPassword('secret2', 'secret1')).toBe("Passwords don't match");
    expect(validateConfirmPassword('secret1', 'secret1')).toBeNull();
  });

  it('checks confirmPassword against the password of the same form', () => {
    const values = { email: 'ada@studio.design', password: 'secret1', confirmPassword: 'secret9' };
    expect(signupRules.confirmPassword(values.confirmPassword, values)).toBe(messages.mismatch);
  });
});
