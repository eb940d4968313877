import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './PickButton.module.css';

export interface PickButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed' | 'aria-current'> {
  /** The chosen one: a primary border and bar on its start edge, and told to assistive technology. */
  selected: boolean;
  /**
   * How the choice is told: `current` (aria-current, the item whose details show beside the list, the
   * default) or `pressed` (aria-pressed, a toggle such as the member whose sales are shown).
   */
  selectedAs?: 'current' | 'pressed';
  /** Its lines one under the other (the default), or in a row (an avatar beside a name). */
  direction?: 'column' | 'row';
}

/** An item of a list that opens or selects it: a bordered row with its name and a line or two about it. */
export function PickButton({ selected, selectedAs = 'current', direction = 'column', className, children, ...button }: PickButtonProps) {
  const state = selectedAs === 'pressed' ? { 'aria-pressed': selected } : { 'aria-current': selected ? ('true' as const) : undefined };
  return (
    <button
      {...button}
      {...state}
      type="button"
      className={cx(styles.pick, direction === 'row' && styles.row, selected && styles.selected, className)}
    >
      {children}
    </button>
  );
}
