import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, MoonIcon, SunIcon, useThemeStore } from '@portal/shared';
import styles from './Header.module.css';

/** Labelled with the theme it switches to: 'Dark' in the light theme, 'Light' in the dark one. */
export function ThemeToggle() {
  // The pre-rendered markup carries the default theme's label: adopted as such, then the visitor's.
  const theme = useSyncExternalStore(useThemeStore.subscribe, () => useThemeStore.getState().theme, () => DEFAULT_THEME);
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
