// Async boundary: shared singletons (react, @portal/shared, …) are negotiated before any app code runs.
// In a task of its own: evaluating the federation runtime and negotiating the shared modules are each
// long enough to block input, so they are not done back to back.
setTimeout(() => void import('./bootstrap'), 0);
