import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Path aliases of tsconfig.json, shared with vitest.config.ts. */
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@admin': fileURLToPath(new URL('./admin', import.meta.url)),
  '@api': fileURLToPath(new URL('./api', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/** The public site (index.html). The admin gets its own entry in the admin issue. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: { outDir: 'dist/client', sourcemap: true },
});
