import type { ComponentPropsWithoutRef } from 'react';
import classes from './key-cap.module.css';

/** A keyboard key, drawn as one: `sm` as a hint inside a field, `md` among text. */
export function KeyCap({ size = 'sm', ...props }: ComponentPropsWithoutRef<'kbd'> & { size?: 'sm' | 'md' }) {
  return <kbd {...props} className={classes.key} data-size={size} />;
}
