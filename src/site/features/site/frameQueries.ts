/**
 * The reads of the frame of every page (FrameData, frameData.ts): SiteFrame asks them through the
 * router's query cache; the server sends their answers as JSON to a page that hydrates only its frame.
 */
import { contactQuery, languagesQuery, practiceInfoQuery, settingsQuery, treatmentsQuery } from '../../common/queries';
import type { FrameData } from './frameData';

export const frameQueries = () =>
  ({
    settings: settingsQuery(),
    treatments: treatmentsQuery(),
    info: practiceInfoQuery(),
    languages: languagesQuery(),
    contact: contactQuery(),
  }) satisfies Record<keyof FrameData, unknown>;
