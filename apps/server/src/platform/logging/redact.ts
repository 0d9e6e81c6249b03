/** Log paths whose values never reach a log line (tokens, passwords, cookies). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-authorization"]',
  'req.headers.cookie',
  'res.headers["access-token"]',
  'res.headers["x-access-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordOld',
  '*.passwordNew',
  '*.Password',
  '*.accessToken',
  '*.refreshToken',
];
