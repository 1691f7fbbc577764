import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_EMAIL_LENGTH } from '../utils/validation';

/** The e-mail field of every auth form: one label, one limit, the browser's autofill. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      placeholder="you@studio.design"
      autoComplete="email"
      maxLength={MAX_EMAIL_LENGTH}
      {...props}
    />
  );
}
