import type { ReactNode } from 'react';
import { useThemeStore } from '@portal/shared';
import { useT } from '../../../i18n';
import styles from './Profile.module.css';

/**
 * The member's preferences: the display theme (the same theme store the shell's header reads), then
 * `children` (the preferences kept with the profile, once it has loaded).
 */
export function ThemePreference({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const dark = theme === 'dark';
  return (
    <section className={styles.card} aria-labelledby="preferences">
      <h2 id="preferences">{t('profile.preferences')}</h2>
      <label className={styles.switchRow}>
        <span>{t('profile.darkTheme')}</span>
        <input type="checkbox" role="switch" checked={dark} onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')} />
      </label>
      {children}
    </section>
  );
}
