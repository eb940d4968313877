import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, MoonIcon, SunIcon, THEME_TOGGLE_ATTRIBUTE, useThemeStore } from '@portal/shared';
import { useT } from '../i18n';
import styles from './Header.module.css';

/** Labelled with the theme it switches to: 'Dark' in the light theme, 'Light' in the dark one. */
export function ThemeToggle() {
  const { t } = useT();
  // The pre-rendered markup carries the default theme's label: adopted as such, then the visitor's.
  const theme = useSyncExternalStore(useThemeStore.subscribe, () => useThemeStore.getState().theme, () => DEFAULT_THEME);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return (
    <button
      type="button"
      className={styles.themeToggle}
      onClick={toggleTheme}
      title={theme === 'light' ? t('theme.toDark') : t('theme.toLight')}
      data-testid="theme-toggle"
      // Until the app has adopted the header, the page's inline script switches the theme itself.
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      {theme === 'light' ? <MoonIcon size={18} /> : <SunIcon size={18} />}
      <span>{theme === 'light' ? t('theme.dark') : t('theme.light')}</span>
    </button>
  );
}
