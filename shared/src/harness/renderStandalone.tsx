import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Navigate, RouterProvider, createBrowserRouter, Outlet } from '@portal/shared/router';
import { loadConfig } from '../config/runtimeConfig';
import { linkPathOf, pagesOf, remoteNamed, type Labels } from '../topology.mjs';
import { startAuthSync } from '../firebase/firebaseAuth';
import { initTheme, useThemeStore } from '../stores/themeStore';
import { DEFAULT_LANGUAGE, LANGUAGES, changeLanguage, readStoredLanguage, useLanguage, whenLanguageLoaded } from '../i18n/i18n';
import '../ui/tokens.css';

export interface HarnessPage {
  path: string;
  /** Its link in the bar, in each language. */
  label: Labels;
  /** The page's screen module. */
  load: () => Promise<{ default: ComponentType }>;
}

function HarnessLayout({ title, pages }: { title: string; pages: HarnessPage[] }) {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const language = useLanguage();
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', background: 'var(--color-bg)', color: 'var(--color-text)', minHeight: '100vh' }}>
      <header style={{ display: 'flex', gap: '1rem', alignItems: 'center', padding: '0.75rem 1rem', borderBottom: '1px solid #ccc' }}>
        <strong>{title} · standalone</strong>
        <nav aria-label="Harness" style={{ display: 'flex', gap: '0.75rem' }}>
          {pages.flatMap((page) => {
            // A page whose route needs a parameter has no fixed path to link to.
            const to = linkPathOf(page.path);
            return to === null
              ? []
              : [
                  <NavLink key={page.path} to={to}>
                    {page.label[language]}
                  </NavLink>,
                ];
          })}
        </nav>
        <span style={{ marginLeft: 'auto', display: 'flex', gap: '0.25rem' }}>
          {LANGUAGES.map(({ code, name }) => (
            <button key={code} type="button" lang={code} aria-pressed={code === language} onClick={() => void changeLanguage(code)}>
              {name}
            </button>
          ))}
        </span>
        <button type="button" onClick={toggleTheme}>
          {theme === 'light' ? 'Dark' : 'Light'}
        </button>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * Runs a remote on its own, without the shell: the same config.json, theme and auth store, and a
 * bar linking its pages. For the remote's team; users always come through the shell.
 */
export async function renderStandalone(title: string, pages: HarnessPage[]): Promise<void> {
  initTheme();
  // The language this browser remembers, as in the portal: its shared texts loaded before the first render.
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  await Promise.all([
    loadConfig('/config.json'),
    language === DEFAULT_LANGUAGE
      ? undefined
      : changeLanguage(language, { remember: false }).catch((error: unknown) => console.error(error)),
  ]);
  startAuthSync();
  const router = createBrowserRouter([
    {
      element: <HarnessLayout title={title} pages={pages} />,
      children: [
        ...pages.map(({ path, load }) => {
          // Shown once its remote's texts are there in the current language (registered as it loads).
          const Page = lazy(() =>
            load().then((module) =>
              whenLanguageLoaded().then(
                () => module,
                () => module,
              ),
            ),
          );
          return {
            path,
            element: (
              <Suspense fallback={<p>Loading...</p>}>
                <Page />
              </Suspense>
            ),
          };
        }),
        { path: '*', element: <Navigate to={linkPathOf(pages[0]?.path ?? '/') ?? '/'} replace /> },
      ],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/**
 * A remote on its own with the pages the portal's topology gives it; `loadScreen` imports one of its
 * screens (`home/LandingPage`) from the remote's own `src/screens`.
 */
export function renderRemoteStandalone(
  remoteName: string,
  loadScreen: (screen: string) => Promise<{ default: ComponentType }>,
): Promise<void> {
  const pages = pagesOf(remoteName).map((page) => ({ path: page.route, label: page.label, load: () => loadScreen(page.screen) }));
  return renderStandalone(remoteNamed(remoteName).title, pages);
}
