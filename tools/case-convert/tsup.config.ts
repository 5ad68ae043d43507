import { defineConfig } from 'tsup';

// One entry per `exports` subpath; React, the design system and icons stay external.
export default defineConfig({
  entry: { CaseConvert: 'src/CaseConvert.tsx', meta: 'src/meta.ts', logic: 'src/logic.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', /^@toolnest\//, /^lucide-react(\/.*)?$/],
});
