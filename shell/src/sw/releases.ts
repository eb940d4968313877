// Whether a remote the page has loaded was released (or rolled back) since: its mf-manifest.json on the
// server no longer names the same files. The servers send no validators (ETag), so the manifests'
// contents are compared.

/** A remote manifest's part that changes with each release: its entry and the files of its modules. */
export function releaseOf(manifest: unknown): string {
  const { metaData, exposes, shared } = (manifest ?? {}) as { metaData?: { remoteEntry?: unknown }; exposes?: unknown; shared?: unknown };
  return JSON.stringify([metaData?.remoteEntry ?? null, exposes ?? null, shared ?? null]);
}

/**
 * The manifests among `loaded` (URL → the manifest the page loaded) whose release on the server differs.
 * A manifest that cannot be read now (offline, the remote down) counts as unchanged.
 */
export async function changedRemotes(loaded: ReadonlyMap<string, unknown>, read: (url: string) => Promise<unknown>): Promise<string[]> {
  const checks = [...loaded].map(async ([url, manifest]) => {
    try {
      return releaseOf(await read(url)) === releaseOf(manifest) ? null : url;
    } catch {
      return null;
    }
  });
  return (await Promise.all(checks)).filter((url): url is string => url !== null);
}

/**
 * Reads what is deployed now, past the HTTP cache and the service worker, and stores it nowhere: the
 * worker keeps the manifest of the release the page runs, for a reload offline.
 */
export async function readDeployed(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
