// Where the operator API lives: the private base (bearer token) and the public one (no token).
// Here because the API calls and the account pages both build addresses under them.
export const PRIVATE_BASE = '/api/v1';
export const PUBLIC_BASE = '/api/public/v1';
