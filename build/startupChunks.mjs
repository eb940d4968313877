// The script files an app needs to start, read from its compilation's chunk graph: the chunks of the
// entry's async boundary (`import('./bootstrap')`) and, for every shared module those chunks consume,
// the chunks of the module this app provides for it, following what those consume in turn. The
// federation runtime discovers them one after the other (a chunk's consumes are known once it is
// requested), so without preloads their requests form a chain, each waiting for the previous one's
// turn on the main thread.

const PROVIDED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;
const CONSUMED = /^consume shared module \([^)]*\) (.+)@[^@\s]+ /;

const jsFilesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryName  the entrypoint (e.g. `main`)
 * @returns {string[]} the files, in the order the app needs them; the entry's own files excluded
 */
export function startupScriptFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`startupScriptFiles: no entrypoint ${entryName}`);
  const entryModules = entrypoint.chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk));
  /** Share name → the chunk groups of the module this app provides for it. */
  const providers = new Map();
  for (const module of entryModules) {
    const name = PROVIDED.exec(module.identifier())?.[1];
    if (name) providers.set(name, module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean));
  }
  // The entry's own async imports (provided modules load only when something consumes them).
  const queue = entryModules
    .filter((module) => !PROVIDED.test(module.identifier()))
    .flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)))
    .filter(Boolean);
  const entryFiles = new Set(jsFilesOf(entrypoint));
  const files = new Set();
  const seen = new Set();
  while (queue.length) {
    const group = queue.shift();
    // By its chunks: the binding may hand out a new object for the same group.
    const key = group.chunks.map((chunk) => chunk.id).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const file of jsFilesOf(group)) if (!entryFiles.has(file)) files.add(file);
    for (const module of group.chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk))) {
      const consumed = CONSUMED.exec(module.identifier())?.[1];
      if (consumed) queue.push(...(providers.get(consumed) ?? []));
    }
  }
  return [...files];
}
