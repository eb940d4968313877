import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertPageContract, type ExposedPageId, type RemoteConfig } from '@portal/shared';
import type { ComponentType } from 'react';

/** The remotes' exposed pages the shell knows, by `<container>/<exposed name>`. */
export type RemoteModuleId = ExposedPageId;

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

/**
 * Loads an exposed page and checks it speaks the page contract this shell was built for; a remote
 * released with another contract is refused (ContractError) so its route shows the fallback.
 */
export async function loadRemotePage(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  const module = await loadRemote<unknown>(id);
  assertPageContract(id, module);
  return { default: module.default as ComponentType };
}

/**
 * Starts loading an exposed page's code without rendering it — while a stored session is being
 * restored, say — so that the page, once rendered, finds it loaded. A failure is left to that render,
 * which shows the remote's fallback.
 */
export function prefetchRemotePage(id: RemoteModuleId): Promise<void> {
  return loadRemote<unknown>(id).then(
    () => undefined,
    () => undefined,
  );
}
