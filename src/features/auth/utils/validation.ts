/** The sign-up, login and new-password rules with their exact messages; limits the server also enforces. */
export const messages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 72 bytes',
  confirmPassword: 'Please confirm your password',
  mismatch: "Passwords don't match",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;
export const MAX_EMAIL_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(email: string): string | null {
  const trimmed = email.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed) ? null : messages.email;
}

export function validatePassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return messages.password;
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return messages.passwordTooLong;
  return null;
}

export function validateConfirmPassword(confirmPassword: string, password: string): string | null {
  if (confirmPassword.length < MIN_PASSWORD_LENGTH) return messages.confirmPassword;
  return confirmPassword === password ? null : messages.mismatch;
}

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues extends LoginValues {
  confirmPassword: string;
}

export const loginRules = {
  email: (value: string) => validateEmail(value),
  password: (value: string) => validatePassword(value),
};

export const signupRules = {
  ...loginRules,
  confirmPassword: (value: string, values: SignupValues) => validateConfirmPassword(value, values.password),
};

export const newPasswordRules = {
  password: (value: string) => validatePassword(value),
  confirmPassword: (value: string, values: { password: string }) => validateConfirmPassword(value, values.password),
};
