import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routePreloads } from './route-preloads';

// In development the API runs separately (npm run dev:server); API_TARGET points the proxy at it.
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends the
 * compressed files as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request or not at all (DESIGN.md §5). Compressed once, at the strongest levels.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'jauc-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const raw = fs.readFileSync(file);
        // Below ~1 KB the headers outweigh what compression saves.
        if (raw.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * The server's build of the sign-in pages (`vite build --ssr`, src/prerender): one file with
 * everything it imports, which the API server loads to put their first view into the HTML.
 */
const prerenderBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build only (noExternal bundles both otherwise).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : {
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT || 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first screen: left alone, the bundler splits the shell into
        // about fifty files that arrive in four or five waves over HTTP/1.1's six connections, and
        // the first listing rows wait for the last wave. Libraries every screen uses go in one
        // file, the UI primitives of the signed-in screens in another, and the app's shared
        // helpers in a third; components split by screen. The contract is imported by name,
        // never as a whole (a dynamic import of it kept every schema of every call), so only
        // the schemas the first screen uses come with it (package.json sideEffects: false).
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'ui', test: /node_modules[\\/](radix-ui|@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|@floating-ui|use-sidecar|use-callback-ref|react-style-singleton|tslib|detect-node-es|get-nonce)[\\/]/, priority: 20 },
            { name: 'shared', test: /src[\\/](lib|i18n)[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
}));
