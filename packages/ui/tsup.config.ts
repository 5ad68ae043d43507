import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'icon-sprite': 'src/icon-sprite.ts',
    // One entry per control, matching its export subpath; the index (what the home page loads) stays small.
    select: 'src/select.tsx',
    checkbox: 'src/checkbox.tsx',
    'radio-group': 'src/radio-group.tsx',
    slider: 'src/slider.tsx',
    switch: 'src/switch.tsx',
    dialog: 'src/dialog.tsx',
    progress: 'src/progress.tsx',
    table: 'src/table.tsx',
    tabs: 'src/tabs.tsx',
    field: 'src/field.tsx',
    'copy-button': 'src/copy-button.tsx',
    'file-drop': 'src/file-drop.tsx',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'react-router-dom', /^@radix-ui\//, /^lucide-react(\/.*)?$/, 'clsx', '@toolnest/tool-kit'],
});
