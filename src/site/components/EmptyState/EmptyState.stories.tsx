import type { StoryContext } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import { showsTexts } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { Button } from '../Button/Button';
import { longText } from '../TreatmentDetail/storyData';
import { EmptyState, type EmptyStateProps } from './EmptyState';

/** Texts come from the catalogues, as on the site, so the language stories show real translations. */
function NoSearchResults(props: Partial<EmptyStateProps> & { onReset?: () => void }) {
  const intl = useIntl();
  const { onReset, ...rest } = props;
  return (
    <EmptyState
      icon="search"
      title={intl.formatMessage({ id: 'error.noSearchResults' })}
      text={intl.formatMessage({ id: 'treatments.noResults.text' })}
      action={
        onReset && (
          <Button variant="secondary" onClick={onReset}>
            {intl.formatMessage({ id: 'treatments.resetFilters' })}
          </Button>
        )
      }
      {...rest}
    />
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      tone="error"
      title={intl.formatMessage({ id: 'error.treatmentsFailed' })}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'app.retry' })}
        </Button>
      }
    />
  );
}

const meta = preview.meta({
  title: 'Basics/EmptyState',
  component: EmptyState,
  args: { title: 'Keine Suchergebnisse' },
});

/** No search results, with the action that resets the filters. */
const onReset = fn();
export const NoResults = meta.story({
  render: () => <NoSearchResults onReset={onReset} />,
  async play({ canvas, userEvent }) {
    onReset.mockClear();
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Suchergebnisse');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Keine Suchergebnisse' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(onReset).toHaveBeenCalledOnce();
  },
});

/** Title only: no text, no action. */
export const TitleOnly = meta.story({
  args: { title: 'Noch keine Beiträge', titleAs: 'p' },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Noch keine Beiträge');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** A failed load is announced at once (role alert). */
const onRetry = fn();
export const Error = meta.story({
  render: () => <LoadFailed onRetry={onRetry} />,
  async play({ canvas, userEvent }) {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Behandlungen konnten nicht geladen werden');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
});

export const LongText = meta.story({
  args: {
    icon: 'info',
    title: longText('Für diese Auswahl haben wir leider noch keine passenden Einträge gefunden.', 2),
    text: longText('Bitte versuchen Sie es mit einem anderen Begriff oder wenden Sie sich direkt an unser Praxisteam.', 5),
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
});

/** A translation of the empty search: its title, and the button that resets the filters. */
const noResultsIn =
  (title: string, reset: string) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByText(title)).toBeVisible();
    await expect(canvas.getByRole('button', { name: reset })).toBeVisible();
  };

export const English = meta.story({
  globals: { locale: 'en' },
  render: () => <NoSearchResults onReset={() => {}} />,
  play: noResultsIn('No search results', 'Reset filters'),
});

export const French = meta.story({
  globals: { locale: 'fr' },
  render: () => <NoSearchResults />,
  play: showsTexts('Aucun résultat'),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  render: () => <LoadFailed onRetry={() => {}} />,
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  render: () => <NoSearchResults onReset={() => {}} />,
  play: noResultsIn('Ничего не найдено', 'Сбросить фильтры'),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <NoSearchResults onReset={() => {}} />,
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
  },
});
