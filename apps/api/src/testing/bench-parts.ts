// What bench/admin.mjs needs to serve the admin routes without their auth, for comparison: built as
// dist/bench-parts.js. Never used by the server itself.
export { adminRoutes } from '../routes/admin';
export { registerErrorBodies } from '../plugins/errors';
export { registerSecurityHeaders } from '../plugins/security-headers';
