import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

// The web app: built into packages/web/dist, which the server serves at / (WEB_DIR). In development
// (`npm run dev --workspace @hangar/web`) Vite proxies the API to a server started with `npm run dev`.
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds src/i18n/catalogue-<lang>.ts as the catalogue it computes: a flat object of one language's strings
 * instead of the domain's area files with their [zh-CN, en-US] pairs, so that the sign-in page's entry carries
 * Chinese alone and English loads as a chunk of its own (docs/performance.md "Web bundle"). The module is run
 * as written (Vite's module runner) and its result inlined: the same strings as in the dev server and tests.
 */
function inlineCatalogues(): Plugin {
  return {
    name: 'hangar:inline-catalogues',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!/\/src\/i18n\/catalogue-(zh-CN|en-US)\.ts$/.test(id)) return null;
      const { module } = await runnerImport<{ default: Record<string, string> }>(id, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      return `export default ${JSON.stringify(module.default)};`;
    },
  };
}

export default defineConfig({
  root,
  plugins: [inlineCatalogues(), react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks and their static imports, which bench/bundle.bench.ts follows.
    manifest: true,
    // antd alone is about 1 MB before gzip; route-level chunks come with the frame.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // @rc-component/input declares no `sideEffects` and its modules call React.forwardRef at top level without
      // a pure mark, so the sign-in page's Input kept rc's TextArea (and its auto-size code). Its modules only
      // declare components: what is not used may go. The same for @rc-component/form, whose index (it sets
      // RefForm.Field, .List, ... at top level) antd's Input imports for FormProvider alone: the sign-in page,
      // which has no antd Form, kept rc's Form, Field and async-validator (some 9 KB gzip).
      treeshake: {
        moduleSideEffects: [{ test: /node_modules\/@rc-component\/(input|form)\//, sideEffects: false }],
      },
    },
  },
  server: {
    // /ws keeps the browser's Host and Origin (no changeOrigin), which the server's Origin check compares.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
});
