import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'icon-sprite': 'src/icon-sprite.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'react-router-dom', /^@radix-ui\//, /^lucide-react(\/.*)?$/, 'clsx', '@toolnest/tool-kit'],
});
