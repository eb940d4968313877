import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@portal/shared';
import type { ComponentType } from 'react';

/** The remotes' exposed pages the shell knows, by `<container>/<exposed path>`. */
export type RemoteModuleId = `${string}/${string}`;

let registered: RemoteConfig[] = [];

export function registerPortalRemotes(remotes: RemoteConfig[]): void {
  registered = remotes;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

export function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

/**
 * Forgets everything the federation runtime cached about a remote (a failed manifest or entry
 * included), so the next load fetches it afresh: "Try again" without a page reload.
 */
export function resetRemote(name: string): void {
  const remote = registered.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** Loads an exposed page; rejects with a clear error when the module has no default component. */
export async function loadRemotePage(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default?: unknown }>(id);
  const page = module?.default;
  // A component is a function, or an object for memo/forwardRef components.
  if (!page || (typeof page !== 'function' && typeof page !== 'object')) {
    throw new Error(`${id} did not provide a page component`);
  }
  return { default: module.default as ComponentType };
}
