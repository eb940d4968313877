import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Federation runtime plugin (every app's `runtimePlugins`): each shared module is resolved in a task of
 * its own. Without it, importing a chunk resolves all of its shared modules (a semver check and the
 * chunk requests for each) in one go; for the shell's bootstrap that made one long task on a slow CPU,
 * blocking input while the pre-rendered page was already on screen.
 * Split, each piece stays short, at the cost of one macrotask hop per share (they run in parallel).
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-yield-between-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
