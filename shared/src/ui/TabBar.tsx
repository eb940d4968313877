import { NavLink, type To } from '@portal/shared/router';
import { cx } from './cx';
import styles from './TabBar.module.css';

export interface TabBarItem {
  /** The section's route (a path, or a path with the query to keep). */
  to: To;
  label: string;
}

export interface TabBarProps {
  /** The navigation's accessible name ("Back-office sections"). */
  label: string;
  items: readonly TabBarItem[];
  /**
   * When they do not fit on a narrow phone: wrap onto a second row, every name whole (the default), or
   * scroll sideways in one row.
   */
  overflow?: 'wrap' | 'scroll';
  className?: string | undefined;
}

/**
 * Links between a section's pages, each a route of its own: navigation, not an ARIA tablist. The
 * current one is marked by its underline and colour, and by aria-current="page" (NavLink's own).
 */
export function TabBar({ label, items, overflow = 'wrap', className }: TabBarProps) {
  return (
    <nav className={cx(styles.tabs, overflow === 'scroll' && styles.scroll, className)} aria-label={label}>
      <ul className={cx(styles.list, overflow === 'wrap' && styles.wrap)}>
        {items.map((item) => (
          <li key={typeof item.to === 'string' ? item.to : (item.to.pathname ?? item.label)}>
            <NavLink to={item.to} end className={({ isActive }) => cx(styles.tab, isActive && styles.active) ?? ''}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
