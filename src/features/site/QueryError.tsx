/**
 * A failed read shown in place of a whole page's content: the spec's message for that read and a
 * retry. Reads that failed because the entry does not exist are the caller's not-found case.
 */
import { LoadFailed } from '../../components/EmptyState/ListStates';
import { ApiRequestError } from '../../lib/api';

export const isNotFoundError = (err: unknown) => err instanceof ApiRequestError && err.status === 404;

export function QueryError({ messageId = 'error.generic', onRetry }: { messageId?: string; onRetry?: () => void }) {
  return (
    <div className="container">
      <LoadFailed messageId={messageId} onRetry={onRetry} titleAs="h2" />
    </div>
  );
}
