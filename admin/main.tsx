/**
 * Browser entry of the staff admin (/admin). In mock mode (the default of `npm run dev`) the MSW worker
 * starts first, exactly as in src/site/main.tsx; the import is behind import.meta.env so production
 * bundles never contain the mocks (the browser tests' mock-mode bundle, `npm run build:mock`, does).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function start() {
  if ((import.meta.env.DEV || import.meta.env.VITE_MOCK_BUNDLE === 'on') && import.meta.env.VITE_API_MODE !== 'server') {
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void start();
