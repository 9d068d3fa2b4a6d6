// Bundles the declarations of @product/ui into dist/index.d.ts (after `vite build`): the
// components' types, and the types they use from the private @product/domain inlined, so a
// consumer needs only the public packages. Public dependencies stay imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// zod is domain's: its schemas are not part of ui's API, so nothing of it should remain.
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies), 'zod'];

const started = Date.now();
const bundle = await rollup({
  input: join(root, 'src/index.ts'),
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  plugins: [dts({ tsconfig: join(root, 'tsconfig.build.json'), respectExternal: true })],
});
await bundle.write({ file: join(root, 'dist/index.d.ts'), format: 'es' });
await bundle.close();
console.log(`dist/index.d.ts in ${Date.now() - started} ms`);
