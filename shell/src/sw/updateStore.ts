import { create } from 'zustand';

interface UpdateState {
  /** Set once a new release of the shell or of a loaded remote is there: what "Reload" does. */
  reload: (() => void) | null;
}

/** Whether a new release is waiting for the member's "Reload" (register.ts offers it, UpdateNotice shows it). */
export const useUpdateStore = create<UpdateState>(() => ({ reload: null }));

/**
 * Offers a reload. A new worker's reload (`viaWorker`) wins over a plain one: reloading without
 * activating it would keep the old shell.
 */
export function offerUpdate(reload: () => void, viaWorker: boolean): void {
  const current = useUpdateStore.getState();
  if (current.reload && !viaWorker) return;
  useUpdateStore.setState({ reload });
}
