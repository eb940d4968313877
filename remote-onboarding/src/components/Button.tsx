import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Full width of its container. */
  block?: boolean;
  /** While busy the button is disabled and reads `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The forms' button: primary, secondary or link-styled; disabled and relabelled while busy. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel = 'Processing...',
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : null, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
