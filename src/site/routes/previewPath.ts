/** Whether the browser was opened on a preview link (routes/preview.ts), without loading that module. */
import { PREVIEW_PREFIX } from '../../contract/constants';

export const isPreviewPath = (pathname: string) => pathname.startsWith(PREVIEW_PREFIX);
