import { useThemeStore } from '@portal/shared';
import styles from './ProfilePage.module.css';

/** The member's display preference; writes the same theme store the shell's header reads. */
export function ThemePreference() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const dark = theme === 'dark';
  return (
    <section className={styles.card} aria-labelledby="preferences">
      <h2 id="preferences">Preferences</h2>
      <label className={styles.switchRow}>
        <span>Dark theme</span>
        <input
          type="checkbox"
          role="switch"
          checked={dark}
          onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
        />
      </label>
    </section>
  );
}
