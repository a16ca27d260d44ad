// Bundles the server (and the contract sources it imports) into one ESM file; npm packages
// stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  // The server, and the operator's command that creates the first accounts (README "Going live").
  entryPoints: { main: 'src/main.ts', 'user-create': 'src/cli/user-create.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The contract is a workspace package of TypeScript sources: bundle it rather than import it.
  alias: { '@jauc/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
