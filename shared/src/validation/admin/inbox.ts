// The back office's inbox: request and response schemas, shared by the API and the back-office remote.
export {};
