import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { portalApi, type HierarchyMember } from '@portal/shared';

export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

export interface ChildrenList {
  hasChildren: boolean;
  children: HierarchyMember[];
}

export interface ResolvedSelection {
  /** True while a member list needed to check the URL's path is still loading. */
  pending: boolean;
  /** The longest prefix of the URL's path that exists in the hierarchy (each step a child of the last). */
  path: HierarchyMember[];
  member: HierarchyMember | null;
  /** True when the URL named members that are not where it said (the caller should fix the URL). */
  invalid: boolean;
}

export interface HierarchyApi {
  top: Load<HierarchyMember>;
  childrenOf: (coCode: string) => Load<ChildrenList> | undefined;
  selection: ResolvedSelection;
  /** A member list failed to load. */
  hierarchyError: boolean;
  /** Asks again for what failed: the top member (and everything after it), else the failed member lists. */
  retry: () => void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The top member (l1member) and the children of every member on the selected path, each list fetched
 * once and kept. A list is only asked for once its member has been found in its parent's list, so a
 * hand-edited URL never makes the app ask about members outside the caller's tree.
 */
export function useHierarchy(path: string[], member: string | null): HierarchyApi {
  const [top, setTop] = useState<Load<HierarchyMember>>({ status: 'loading' });
  const [lists, setLists] = useState<Record<string, Load<ChildrenList>>>({});
  const [attempt, setAttempt] = useState(0);
  // Bumped by `retry` when only member lists failed: those are asked for again, the rest is kept.
  const [listAttempt, setListAttempt] = useState(0);
  const requested = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    requested.current = new Set();
    portalApi.getL1Member(abort.signal).then(
      (response) => {
        if (abort.signal.aborted) return;
        if (response.status !== 'success' || !response.member?.coCode) {
          setTop({ status: 'error', message: response.message ?? 'No member' });
        } else {
          setTop({ status: 'ready', value: response.member });
        }
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbort(error)) return;
        setTop({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => abort.abort();
  }, [attempt]);

  const selection = useMemo<ResolvedSelection>(() => {
    const resolved: ResolvedSelection = { pending: false, path: [], member: null, invalid: false };
    if (top.status !== 'ready') return { ...resolved, pending: top.status === 'loading' };
    let parent = top.value.coCode;
    for (const code of path) {
      const list = lists[parent];
      if (!list || list.status === 'loading') return { ...resolved, pending: true };
      if (list.status === 'error') return resolved;
      const found = list.value.children.find((child) => child.coCode === code);
      if (!found) return { ...resolved, invalid: true };
      resolved.path.push(found);
      parent = code;
    }
    if (member) {
      const list = lists[parent];
      if (!list || list.status === 'loading') return { ...resolved, pending: true };
      if (list.status === 'error') return resolved;
      const found = list.value.children.find((child) => child.coCode === member);
      if (!found) return { ...resolved, invalid: true };
      resolved.member = found;
    }
    return resolved;
  }, [top, lists, path, member]);

  // The lists to show: the top member's, and each verified member's on the path.
  const wanted = useMemo(() => {
    if (top.status !== 'ready') return [];
    const codes = [top.value.coCode];
    for (const step of selection.path) codes.push(step.coCode);
    // The next unverified step's parent list is already among them; nothing else is asked for.
    return codes;
  }, [top, selection.path]);

  useEffect(() => {
    const abort = controller.current;
    if (!abort) return;
    for (const code of wanted) {
      if (requested.current.has(code)) continue;
      requested.current.add(code);
      setLists((current) => ({ ...current, [code]: { status: 'loading' } }));
      portalApi.getHierarchy(code, abort.signal).then(
        (response) => {
          if (abort.signal.aborted) return;
          setLists((current) => ({
            ...current,
            [code]:
              response.status === 'success'
                ? {
                    status: 'ready',
                    value: { hasChildren: Boolean(response.hasChildren), children: response.children ?? [] },
                  }
                : { status: 'error', message: response.message ?? 'Hierarchy unavailable' },
          }));
        },
        (error: unknown) => {
          if (abort.signal.aborted || isAbort(error)) return;
          // Stays "requested": asked for again only by `retry` (re-asking here, on the next render,
          // would hammer an API that is down in a loop).
          setLists((current) => ({ ...current, [code]: { status: 'error', message: errorMessage(error) } }));
        },
      );
    }
  }, [wanted, listAttempt]);

  const childrenOf = useCallback((coCode: string) => lists[coCode], [lists]);
  const hierarchyError = useMemo(() => Object.values(lists).some((list) => list.status === 'error'), [lists]);
  const retry = useCallback(() => {
    if (top.status === 'error') {
      // Everything starts over: the top member, then every list.
      setTop({ status: 'loading' });
      setLists({});
      setAttempt((value) => value + 1);
      return;
    }
    const failed = Object.keys(lists).filter((code) => lists[code]?.status === 'error');
    if (!failed.length) return;
    for (const code of failed) requested.current.delete(code);
    setLists((current) => {
      const next = { ...current };
      for (const code of failed) delete next[code];
      return next;
    });
    setListAttempt((value) => value + 1);
  }, [top.status, lists]);

  return { top, childrenOf, selection, hierarchyError, retry };
}
