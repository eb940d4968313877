/** What a screen shows of one read: not asked yet, on its way, failed (why), or its answer. */
export type Resource<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };
