/**
 * The before/after viewer as an island (components/Island): on a treatment page it is one of the
 * content's two live parts, so the page hydrates its frame, this viewer and the FAQ alone.
 * Its props are what it shows: the image addresses and the captions in the page's language.
 */
import { BeforeAfterViewer } from './BeforeAfterViewer';

export const BEFORE_AFTER_VIEWER = 'BeforeAfterViewer/BeforeAfterViewer';

export default BeforeAfterViewer;
