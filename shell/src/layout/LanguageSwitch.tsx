import { LANGUAGES, useLanguage, useLanguageStore, type Language } from '@portal/shared';
import { chooseLanguage } from '../auth/memberLanguage';
import { useT } from '../i18n';
import styles from './Header.module.css';

interface LanguageSwitchProps {
  /** Where it sits: in the header's bar (wide screens) or in the menu (narrow ones); CSS shows one. */
  placement: 'bar' | 'menu';
}

/**
 * English / हिन्दी: a group of two toggle buttons, the current language pressed. Each option is written
 * in its own language (and marked so, `lang`), and the group is named in both, so a visitor who reads
 * only one of them finds it. `data-portal-language` lets the page's inline script hold a click made
 * before the app has started, and replay it once it has.
 */
export function LanguageSwitch({ placement }: LanguageSwitchProps) {
  const { t } = useT();
  const language = useLanguage();
  const switching = useLanguageStore((state) => state.switching);
  const choose = (code: Language) => {
    if (code !== language) void chooseLanguage(code);
  };
  return (
    <div
      role="group"
      aria-label={t('language.switch')}
      aria-busy={switching || undefined}
      className={placement === 'bar' ? `${styles.language} ${styles.languageInBar}` : styles.language}
      data-testid={`language-switch-${placement}`}
    >
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.languageOption}
          aria-pressed={code === language}
          data-portal-language={code}
          onClick={() => choose(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
