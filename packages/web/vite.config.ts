import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app: built into packages/web/dist, which the server serves at / (WEB_DIR). In development
// (`npm run dev --workspace @hangar/web`) Vite proxies the API to a server started with `npm run dev`.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // antd alone is about 1 MB before gzip; route-level chunks come with the frame.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // /ws keeps the browser's Host and Origin (no changeOrigin), which the server's Origin check compares.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
});
