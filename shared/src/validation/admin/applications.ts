// The back office's applications: request and response schemas, shared by the API and the back-office remote.
export {};
