import { useEffect, useImperativeHandle, useRef, type ButtonHTMLAttributes, type FocusEvent, type Ref } from 'react';
import { cx } from './cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'quiet' | 'link' | 'inline';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * primary: the one action a form or panel is for (filled). secondary: beside it (outlined in the
   * primary colour). outline: a plain bordered button (a toolbar's, "Try again"). danger: takes something
   * away. quiet: no border until hovered. link: reads as a link, full touch height. inline: a link-like
   * button inside running text or a message ("Dismiss").
   */
  variant?: ButtonVariant;
  /** md: 2.75rem high (the default); sm: 2.5rem, tighter (toolbars). */
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** While busy the button is disabled, says aria-busy, and reads `busyLabel` if one is given. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The portal's button. Browsers drop the focus from a button that becomes disabled (busy), which would
 * leave keyboard and screen-reader users on <body>: it takes the focus back once it is usable again.
 */
export function Button({
  variant = 'primary',
  size = 'md',
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => buttonRef.current as HTMLButtonElement);
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
      className={cx(styles.button, styles[variant], size === 'sm' && styles.sm, block && styles.block, className)}
      disabled={isDisabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export interface ButtonRowProps {
  children: React.ReactNode;
  /** end: to the right (a dialog's or form's actions); start: as they come. */
  align?: 'start' | 'end';
  className?: string;
}

/** Buttons in a row, wrapping on a phone. */
export function ButtonRow({ children, align = 'start', className }: ButtonRowProps) {
  return <div className={cx(styles.row, align === 'end' && styles.rowEnd, className)}>{children}</div>;
}
