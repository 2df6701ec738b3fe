/**
 * A failed read shown in place of its content: the spec's message for that read and a retry.
 * Reads that failed because the entry does not exist are the caller's not-found case instead.
 */
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ApiRequestError } from '../../lib/api';

export const isNotFoundError = (err: unknown) => err instanceof ApiRequestError && err.status === 404;

export function QueryError({ messageId = 'error.generic', onRetry }: { messageId?: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div className="container" role="alert">
      <EmptyState
        icon="alert"
        tone="error"
        title={intl.formatMessage({ id: messageId })}
        titleAs="h2"
        action={onRetry && <Button onClick={onRetry}>{intl.formatMessage({ id: 'app.retry' })}</Button>}
      />
    </div>
  );
}
