// `npm start`: builds what is missing or stale, then runs the server (migrations and seed run at start-up).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/main.js');
