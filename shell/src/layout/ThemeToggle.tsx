import { MoonIcon, SunIcon, useThemeStore } from '@portal/shared';
import styles from './Header.module.css';

/** Labelled with the theme it switches to: 'Dark' in the light theme, 'Light' in the dark one. */
export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const next = theme === 'light' ? 'Dark' : 'Light';
  return (
    <button
      type="button"
      className={styles.themeToggle}
      onClick={toggleTheme}
      title={`Switch to the ${next.toLowerCase()} theme`}
      data-testid="theme-toggle"
    >
      {theme === 'light' ? <MoonIcon size={18} /> : <SunIcon size={18} />}
      <span>{next}</span>
    </button>
  );
}
