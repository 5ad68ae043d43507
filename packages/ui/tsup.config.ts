import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'react-router-dom', /^@radix-ui\//, /^lucide-react(\/.*)?$/, 'clsx', '@toolnest/tool-kit'],
});
