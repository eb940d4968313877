// The back office's members: request and response schemas, shared by the API and the back-office remote.
export {};
