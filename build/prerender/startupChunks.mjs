// The script files an app needs to start, read from its compilation's chunk graph: the chunks of where
// it starts (the shell: its entry's async boundary, `import('./bootstrap')`; a remote: the exposed
// page) and, for every shared module those chunks consume, the chunks of the module this app provides
// for it, following what those consume in turn. The federation runtime discovers them one after the
// other (a chunk's consumes are known once it is requested), so without preloads their requests form
// a chain, each waiting for the previous one's turn on the main thread.

const PROVIDED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;
const CONSUMED = /^consume shared module \([^)]*\) (.+)@[^@\s]+ /;

const jsFilesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
const modulesOf = (compilation, group) => group.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
const blockGroups = (compilation, module) => module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

const providersOf = new WeakMap();

/** The shared modules this app provides: share name → the chunk groups of its own copy (read once per compilation). */
function providers(compilation) {
  if (providersOf.has(compilation)) return providersOf.get(compilation);
  const byName = new Map();
  for (const module of compilation.modules) {
    const name = PROVIDED.exec(module.identifier())?.[1];
    if (name && !byName.has(name)) byName.set(name, blockGroups(compilation, module));
  }
  providersOf.set(compilation, byName);
  return byName;
}

/**
 * Walks from `groups` through the consumed shares to this app's own copies of them.
 * @returns {{ file: string, share: string | null }[]} in the order the app needs them; `share` names
 *   the shared module whose copy the file holds (null: a file of `groups` themselves)
 */
function walk(compilation, groups) {
  const own = providers(compilation);
  const queue = groups.map((group) => ({ group, share: null }));
  const files = new Map();
  const seen = new Set();
  while (queue.length) {
    const { group, share } = queue.shift();
    // By its chunks: the binding may hand out a new object for the same group.
    const key = group.chunks.map((chunk) => chunk.id).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const file of jsFilesOf(group)) if (!files.has(file)) files.set(file, share);
    for (const module of modulesOf(compilation, group)) {
      const consumed = CONSUMED.exec(module.identifier())?.[1];
      if (consumed) queue.push(...(own.get(consumed) ?? []).map((provided) => ({ group: provided, share: consumed })));
    }
  }
  return [...files].map(([file, share]) => ({ file, share }));
}

/**
 * The shared modules this app provides, each with the script files its own copy needs (its chunks and
 * those of what it consumes in turn): in the shell's page these copies are the ones every remote gets.
 * @returns {Record<string, string[]>}
 */
export function providedShareFiles(compilation) {
  return Object.fromEntries(
    [...providers(compilation)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, groups]) => [name, walk(compilation, groups).map(({ file }) => file)]),
  );
}

/**
 * The shell: what its entry loads to start, the entry's own files excluded.
 * @param {import('@rspack/core').Compilation} compilation
 */
export function startupScriptFiles(compilation, entryName = 'main') {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`startupScriptFiles: no entrypoint ${entryName}`);
  const entryModules = entrypoint.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
  // The entry's own async imports (a provided module loads only once something consumes it).
  const starts = entryModules.filter((module) => !PROVIDED.test(module.identifier())).flatMap((module) => blockGroups(compilation, module));
  const entryFiles = new Set(jsFilesOf(entrypoint));
  return walk(compilation, starts)
    .map(({ file }) => file)
    .filter((file) => !entryFiles.has(file));
}

/**
 * A remote's exposed page: the files of this remote's own copies of the shared modules it consumes
 * (the page's own chunks are in the manifest). Each names its share: in the shell's page, the shell's
 * copy is used where the shell provides one, and this remote's only otherwise.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string[]} exposedFiles  the exposed module's own JS files (its chunk group)
 */
export function exposedShareFiles(compilation, exposedFiles) {
  const exposed = compilation.chunkGroups.filter((group) => exposedFiles.every((file) => jsFilesOf(group).includes(file)));
  if (!exposed.length) throw new Error(`exposedShareFiles: no chunk group holds ${exposedFiles.join(', ')}`);
  return walk(compilation, exposed).filter((entry) => entry.share !== null && !exposedFiles.includes(entry.file));
}
