// Filled in by the client-area work (issue 5).
export {};
