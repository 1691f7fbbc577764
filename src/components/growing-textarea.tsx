import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames'> {
  minRows: number;
  maxRows: number;
}

/**
 * A Textarea that grows with its text from `minRows` to `maxRows` lines, then scrolls. The browser sizes
 * it (CSS `field-sizing`), so opening a dialog of them measures nothing: Mantine's `autosize` measured each
 * field with script when it mounted (a style read and a layout of the whole page per field, about a
 * quarter of opening the detail dialog on a slow phone).
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  const rows = { '--grow-min-rows': minRows, '--grow-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} style={[rows, style]} classNames={{ input: classes.input }} />;
}
