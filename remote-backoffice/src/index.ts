// Async boundary: shared modules are negotiated before the standalone harness runs.
void import('./bootstrap');
