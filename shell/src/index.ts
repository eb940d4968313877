// Async boundary: shared singletons (react, @portal/shared, …) are negotiated before any app code runs.
void import('./bootstrap');
