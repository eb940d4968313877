// The back office's imports: request and response schemas, shared by the API and the back-office remote.
export {};
