// The back office's audit: request and response schemas, shared by the API and the back-office remote.
export {};
