/**
 * `/` is served with the landing page pre-rendered into the HTML (home.html, see build/prerender.mjs):
 * it is shown at once, while the app renders into the hidden #root. Once the app has rendered its
 * page (or the remote's fallback), the two are swapped in the same frame; the markup is the same, so
 * nothing moves.
 */
const CONTAINER_ID = 'portal-prerender';

/** Shows the app's #root and removes the pre-rendered copy. Safe to call any number of times. */
export function revealApp(): void {
  const root = document.getElementById('root');
  if (root?.hidden) root.hidden = false;
  const container = document.getElementById(CONTAINER_ID);
  if (!container || container.hidden) return;
  container.hidden = true;
  strip(container);
}

/**
 * Removes everything but the stylesheet links: the remote's CSS chunk loader may have adopted the
 * pre-render's <link> for its own chunk (same URL), and removing it would unstyle the page.
 */
function strip(element: Element): void {
  for (const child of [...element.childNodes]) {
    if (child instanceof HTMLLinkElement) continue;
    if (child instanceof Element && child.querySelector('link')) {
      child.removeAttribute('id');
      strip(child);
    } else {
      child.remove();
    }
  }
}
