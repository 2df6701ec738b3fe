/**
 * What the frame of every page shows of the practice's data (header menus, footer, floating widget,
 * consent, analytics: SiteFrameView): read through the router's queries in the app, and sent with
 * the HTML as JSON where the page hydrates only its frame (src/frame.tsx, issue 21). The reads are
 * listed once (frameQueries.ts); this module holds no code, so the frame's entry loads no API client.
 */
import type { MenuTreatment } from '../../components/Header/navigation';
import type { AnswerOf } from '../../contract/endpoints';

/** Each read's data (frameQueries.ts); absent while loading or after a failure. */
export interface FrameData {
  settings?: AnswerOf<'settings.public'>;
  /** On a frame-only page with MENU_TREATMENT_FIELDS alone (the type the frame's components take). */
  treatments?: MenuTreatment[];
  info?: AnswerOf<'practice.info'>;
  languages?: AnswerOf<'languages.list'>;
  contact?: AnswerOf<'contact.public'>;
}

/** The id of the <script type="application/json"> that carries a frame-only page's FrameData. */
export const FRAME_DATA_ID = 'frame-data';
