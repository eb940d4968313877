import { create } from 'zustand';
import { THEME_STORAGE_KEY } from '../prerender';

export type Theme = 'light' | 'dark';
export { THEME_STORAGE_KEY };
/** The theme of a first visit, and of the pre-rendered pages' markup. */
export const DEFAULT_THEME: Theme = 'light';

function readStoredTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * The browser's bar (`<meta name="theme-color">`, one per theme, each marked `data-color-scheme`) in the
 * chosen theme's colour: that one matches whatever the device's own scheme is, the other never does.
 * Before the app runs they follow the device's scheme (their `media`).
 */
function applyThemeColor(theme: Theme): void {
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-color-scheme]').forEach((meta) => {
    meta.setAttribute('media', meta.dataset['colorScheme'] === theme ? 'all' : 'not all');
  });
}

function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') {
    document.documentElement.dataset['theme'] = theme;
    applyThemeColor(theme);
  }
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota): the theme still applies for this visit.
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** One theme for the whole page: the shell and every remote share this store (a federation singleton). */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
}));

const isTheme = (value: string | undefined): value is Theme => value === 'light' || value === 'dark';
let followingDocument = false;

/**
 * Writes the remembered theme to `<html data-theme>`; the shell calls it before the first render. From
 * then on the store follows that attribute, whoever changes it (a pre-rendered page's own script does,
 * until the app has adopted the header).
 */
export function initTheme(): Theme {
  const theme = readStoredTheme();
  useThemeStore.getState().setTheme(theme);
  if (!followingDocument && typeof MutationObserver !== 'undefined') {
    followingDocument = true;
    new MutationObserver(() => {
      const shown = document.documentElement.dataset['theme'];
      if (isTheme(shown) && shown !== useThemeStore.getState().theme) useThemeStore.setState({ theme: shown });
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
  return theme;
}
