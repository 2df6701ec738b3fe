/**
 * 'Jetzt bewerben' on the careers page: each job card's link leads to the application
 * form's section (#application), so it works as a plain link without JavaScript, and names its job
 * in an attribute. The job cards are served content that does not hydrate; the application form
 * (an island) listens for these links on the document, preselects the job and moves focus to the
 * form's heading.
 */
import { isPlainClick } from '../../common/plainClick';

/** The careers page's application section carries this id… */
export const APPLICATION_ANCHOR = 'application';
/** …and its heading this one (focused after 'Jetzt bewerben'). */
export const APPLICATION_TITLE = 'apply-title';

/** The attribute of an apply link that names its job's id. */
export const APPLY_FOR = 'data-apply-for';

/**
 * Calls `apply` with the job's id when a visitor follows an apply link on the page, instead of the
 * link's own jump (a click, or Enter on the focused link; not one that opens a new tab). Returns
 * the listener's removal, for an effect's cleanup.
 */
export function onApplyLinks(apply: (jobId: string) => void): () => void {
  const listener = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${APPLY_FOR}]`) : null;
    const jobId = link?.getAttribute(APPLY_FOR);
    if (!jobId) return;
    event.preventDefault();
    apply(jobId);
  };
  document.addEventListener('click', listener);
  return () => document.removeEventListener('click', listener);
}
