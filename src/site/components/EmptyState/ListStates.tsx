/**
 * The two non-content states every list shares: a skeleton while loading (announced once as
 * 'Wird geladen …', hidden from screen readers otherwise) and a failed load with a retry.
 */
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

export function ListSkeleton({
  count = 3,
  gridClassName,
  itemClassName,
}: {
  count?: number;
  gridClassName: string;
  itemClassName: string;
}) {
  const intl = useIntl();
  return (
    <div role="status">
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
      <div className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={itemClassName} />
        ))}
      </div>
    </div>
  );
}

export function LoadFailed({
  messageId,
  onRetry,
  titleAs = 'p',
}: {
  messageId: string;
  onRetry?: () => void;
  titleAs?: 'h1' | 'h2' | 'p';
}) {
  const intl = useIntl();
  return (
    <EmptyState
      tone="error"
      titleAs={titleAs}
      title={intl.formatMessage({ id: messageId })}
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage({ id: 'app.retry' })}
          </Button>
        )
      }
    />
  );
}
