// The back office's payments: request and response schemas, shared by the API and the back-office remote.
export {};
