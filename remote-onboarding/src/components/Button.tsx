import { useEffect, useImperativeHandle, useRef, type ButtonHTMLAttributes, type FocusEvent, type Ref } from 'react';
import { useT } from '../i18n';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Full width of its container. */
  block?: boolean;
  /** While busy the button is disabled and reads `busyLabel` ('Processing...' unless given). */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The forms' button: primary, secondary or link-styled; disabled and relabelled while busy. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  onFocus,
  onBlur,
  ...rest
}: ButtonProps) {
  const { t } = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => buttonRef.current as HTMLButtonElement);
  // Browsers drop focus from a button that becomes disabled; keyboard and screen-reader users would
  // be left on <body>. Remember it had focus and take it back once the button is usable again.
  const hadFocus = useRef(false);
  const isDisabled = Boolean(disabled || busy);
  useEffect(() => {
    const active = document.activeElement;
    if (!isDisabled && hadFocus.current && (active === null || active === document.body)) buttonRef.current?.focus();
  }, [isDisabled]);

  return (
    <button
      ref={buttonRef}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        hadFocus.current = true;
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        // A blur caused by becoming disabled is not the user moving on.
        if (!event.currentTarget.disabled) hadFocus.current = false;
        onBlur?.(event);
      }}
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : null, className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (busyLabel ?? t('button.processing')) : children}
    </button>
  );
}
