import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, MoonIcon, SunIcon, usePrerendered, useThemeStore, type Theme } from '@portal/shared';
import { useT } from '../i18n';
import styles from './Header.module.css';

/**
 * Labelled with the theme it switches to: 'Dark' in the light theme, 'Light' in the dark one. Both
 * labels are in the markup and `<html data-theme>` shows one (global.css), so the label is right from
 * the first paint of a pre-rendered page, whose script may switch the theme before the app runs.
 */
export function ThemeToggle() {
  const { t } = useT();
  // The pre-rendered markup carries the default theme's title: adopted as such, then the visitor's.
  const theme = useSyncExternalStore(
    useThemeStore.subscribe,
    () => useThemeStore.getState().theme,
    () => DEFAULT_THEME,
  );
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const prerendered = usePrerendered();
  const titles: Record<Theme, string> = { light: t('theme.toDark'), dark: t('theme.toLight') };
  return (
    <button
      type="button"
      className={styles.themeToggle}
      onClick={toggleTheme}
      title={titles[theme]}
      data-testid="theme-toggle"
      // Until the app has adopted the header, the page's inline script switches the theme itself, and
      // the title with it: adopted, the title may already be the visitor's theme's.
      suppressHydrationWarning
      {...prerendered.themeToggle(titles)}
    >
      <span className={styles.themeLabel} data-portal-when-theme="light">
        <MoonIcon size={18} />
        <span>{t('theme.dark')}</span>
      </span>
      <span className={styles.themeLabel} data-portal-when-theme="dark">
        <SunIcon size={18} />
        <span>{t('theme.light')}</span>
      </span>
    </button>
  );
}
