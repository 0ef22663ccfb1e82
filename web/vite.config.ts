import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { operationsDefine } from './operations.config.js';

const backend = 'http://127.0.0.1:8080';

/** Libraries and Mantine components only the lazily loaded screens use. */
const LAZY_ONLY =
  /[\\/]node_modules[\\/](@floating-ui|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Combobox|ScrollArea|Table|Select|MultiSelect|TagsInput|Autocomplete|Modal|ModalBase|Tooltip|Tabs|Pill|PillsInput|Checkbox|Radio|Switch|SegmentedControl|NumberInput|Progress|Breadcrumbs|Badge|Dialog|Drawer)[\\/])/;
/** ...except the pieces the first screens use. */
const ENTRY_USED = /[\\/](ComboboxChevron[\\/]|Combobox\.module\.mjs|get-parsed-combobox-data)/;

export default defineConfig({
  plugins: [react()],
  define: operationsDefine,
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // @mantine/notifications (in the first download) imports @mantine/core's index, which
        // makes every component look reachable from the entry; without these groups the bundler
        // puts popovers, comboboxes and scroll areas, used only by lazy screens, into a shared
        // chunk that the entry loads.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'overlays',
              test: (id: string) => LAZY_ONLY.test(id) && !ENTRY_USED.test(id),
            },
          ],
        },
      },
    },
  },
});
