import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The API server in development (DESIGN.md §2: one Node process on port 5005). */
const API_TARGET = 'http://127.0.0.1:5005';

/** Packages treated as free of import side effects (see build.rolldownOptions.treeshake). */
const ANTD_HELPERS =
  /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/;

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET },
  '/swagger': { target: API_TARGET },
  '/hubs': { target: API_TARGET, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under dist/assets/ (served with immutable caching).
    assetsDir: 'assets',
    // Read by scripts/postbuild.mjs (login chunk for the prerender and the size budget), then removed.
    manifest: true,
    // Screens are lazy chunks by their dynamic imports (src/app/routes.tsx); Rolldown's default
    // splitting keeps them apart, so no manual chunking.
    rolldownOptions: {
      treeshake: {
        // antd's helper packages are plain component/utility modules but do not declare
        // `"sideEffects": false`, so the bundler keeps every module they reach. Example: antd's Input
        // imports form/context.js, which re-exports @rc-component/form's provider, and the whole form
        // engine with its async validator (about 10 kB gzip) would ship with the login page.
        moduleSideEffects: [{ test: ANTD_HELPERS, sideEffects: false }],
      },
    },
  },
});
