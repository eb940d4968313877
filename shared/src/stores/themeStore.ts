import { create } from 'zustand';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
/** The theme of a first visit, and of the pre-rendered pages' markup. */
export const DEFAULT_THEME: Theme = 'light';

function readStoredTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset['theme'] = theme;
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

/** Writes the remembered theme to `<html data-theme>`; the shell calls it before the first render. */
export function initTheme(): Theme {
  const theme = useThemeStore.getState().theme;
  applyTheme(theme);
  return theme;
}
