/**
 * A failed read shown in place of a whole page's content: the fixed message for that read and a
 * retry. Reads that failed because the entry does not exist are the caller's not-found case.
 * The message is the page's main heading (h1: the page without its data has no other, and the
 * route change moves focus to it); below a page's own heading it is an h2, or a paragraph where
 * a section heading already says what failed.
 */
import { LoadFailed } from '../../components/EmptyState/ListStates';

export { isNotFoundError } from '../../../lib/api';

export function QueryError({
  messageId = 'error.generic',
  onRetry,
  titleAs = 'h1',
}: {
  messageId?: string;
  onRetry?: () => void;
  titleAs?: 'h1' | 'h2' | 'p';
}) {
  return (
    <div className="container">
      <LoadFailed messageId={messageId} onRetry={onRetry} titleAs={titleAs} />
    </div>
  );
}
