/**
 * The FAQ accordion as an island (components/Island): on a treatment page it is one of the content's
 * two live parts, so the page hydrates its frame, this accordion and the before/after viewer alone
 * (issue 21). Its props are what it shows, questions and answers in the page's language: a hydrated
 * accordion renders its answers, so their text travels once more (the only text of the page that does).
 */
import { FaqAccordion } from './FaqAccordion';

export const FAQ_ACCORDION = 'FaqAccordion/FaqAccordion';

export default FaqAccordion;
