import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { buttonClassName, type ButtonStyleOptions } from './buttonClassName';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, marks the button busy and blocks further clicks. */
    loading?: boolean;
  };

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
