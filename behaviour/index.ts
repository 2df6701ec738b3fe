/** Every endpoint's implementation, for both adapters (api/routes/runtime.ts, mocks/handlers/runtime.ts). */
import { adminImpls } from './admin';
import { authImpls } from './auth';
import type { Impl } from './context';
import { publicImpls } from './public';

export type { Ctx, Impl, Services } from './context';
export type { Store } from './store';
export const implementations: Record<string, Impl> = { ...adminImpls, ...authImpls, ...publicImpls };
