import { THEME_STORAGE_KEY } from './themeStore';

async function freshThemeStore() {
  vi.resetModules();
  return import('./themeStore');
}

describe('theme store', () => {
  beforeEach(() => {
    delete document.documentElement.dataset['theme'];
  });

  it('defaults to light and writes it to <html data-theme>', async () => {
    const { initTheme, useThemeStore } = await freshThemeStore();
    expect(useThemeStore.getState().theme).toBe('light');
    initTheme();
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('toggles between light and dark, updating the document and storage', async () => {
    const { useThemeStore } = await freshThemeStore();
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('remembers the theme across visits', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { initTheme, useThemeStore } = await freshThemeStore();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(initTheme()).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('ignores an unknown stored value', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    const { useThemeStore } = await freshThemeStore();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('follows <html data-theme> once started: the pre-rendered page switches the theme before the app adopts the header', async () => {
    const { initTheme, useThemeStore } = await freshThemeStore();
    initTheme();
    // As the page's inline script does when its theme toggle is pressed.
    document.documentElement.dataset['theme'] = 'dark';
    await vi.waitFor(() => expect(useThemeStore.getState().theme).toBe('dark'));
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('starts from what the page remembered last, even when the store was created before', async () => {
    const { initTheme, useThemeStore } = await freshThemeStore();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(initTheme()).toBe('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it("keeps only the chosen theme's browser-bar colour matching, whatever the device's scheme", async () => {
    document.head.innerHTML = [
      '<meta name="theme-color" content="#0b5cab" media="(prefers-color-scheme: light)" data-color-scheme="light">',
      '<meta name="theme-color" content="#172232" media="(prefers-color-scheme: dark)" data-color-scheme="dark">',
    ].join('');
    const media = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('media'));
    const { initTheme, useThemeStore } = await freshThemeStore();
    initTheme();
    expect(media()).toEqual(['all', 'not all']);
    useThemeStore.getState().toggleTheme();
    expect(media()).toEqual(['not all', 'all']);
    document.head.innerHTML = '';
  });
});
