import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT || 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
});
