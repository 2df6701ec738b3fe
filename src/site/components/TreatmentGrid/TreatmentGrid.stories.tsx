import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { retriesAfterFailure, loadsWithout } from '../../../../.storybook/plays';
import { storyCategories, storySummaries } from '../TreatmentDetail/storyData';
import { TreatmentGrid } from './TreatmentGrid';

const meta = preview.meta({
  title: 'Treatments/TreatmentGrid',
  component: TreatmentGrid,
  args: { treatments: storySummaries, categories: storyCategories, onFiltersChange: fn() },
});

const cardTitles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('article h2')].map((h) => h.textContent);

/** All 32 treatments, counted for screen readers. */
export const All = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('32 Behandlungen');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(32);
    await expect(canvas.getByRole('radio', { name: 'Alle' })).toBeChecked();
  },
});

/** Search works in every language: a Russian and an English name find the German treatment. */
export const SearchInAnyLanguage = meta.story({
  async play({ canvas, canvasElement, userEvent, args }) {
    const search = canvas.getByRole('searchbox', { name: 'Behandlung suchen' });
    await userEvent.type(search, 'зубная КОРОНКА');
    await expect(cardTitles(canvasElement)).toEqual(['Zahnkrone']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Behandlung');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ query: 'зубная КОРОНКА', category: null });

    await userEvent.clear(search);
    await userEvent.type(search, 'complete dentures');
    await expect(cardTitles(canvasElement)).toEqual(['Totalprothesen (Vollprothesen)']);

    // Short descriptions count too, in any language.
    await userEvent.clear(search);
    await userEvent.type(search, 'WHITENING');
    await expect(cardTitles(canvasElement)).toContain('Bleaching (Zahnaufhellung)');
  },
});

/** The category filter narrows the list; 'Alle' brings everything back. */
export const CategoryFilter = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Prothetik & Zahnersatz' }));
    await expect(canvas.getByRole('radio', { name: 'Prothetik & Zahnersatz' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('7 Behandlungen');
    await expect(cardTitles(canvasElement)).toContain('Zahnkrone');
    await expect(cardTitles(canvasElement)).not.toContain('Implantologie');

    // Search and category combine.
    await userEvent.type(canvas.getByRole('searchbox'), 'brücke');
    const bridges = cardTitles(canvasElement);
    await expect(bridges).toEqual(expect.arrayContaining(['Zahnbrücke', 'Marylandbrücke (Adhäsivbrücke)']));
    await expect(bridges).not.toContain('Totalprothesen (Vollprothesen)');

    await userEvent.click(canvas.getByRole('radio', { name: 'Alle' }));
    await expect(cardTitles(canvasElement).length).toBeGreaterThanOrEqual(bridges.length);
    await expect(cardTitles(canvasElement)).not.toContain('Implantologie');
  },
});

/** The chips are a radio group: arrow keys move the selection. */
export const FilterByKeyboard = meta.story({
  async play({ canvas, userEvent }) {
    canvas.getByRole('radio', { name: 'Alle' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const first = canvas.getAllByRole('radio')[1];
    await expect(first).toBeChecked();
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('32 Behandlungen');
  },
});

/** Nothing matches: 'Keine Suchergebnisse', and the reset brings back the whole list. */
export const NoResults = meta.story({
  async play({ canvas, userEvent }) {
    const search = canvas.getByRole('searchbox');
    await userEvent.type(search, 'Haartransplantation');
    await expect(canvas.getByText('Keine Suchergebnisse')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByText('0 Behandlungen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(32);
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
  },
});

/** The clear button empties the field and leaves focus in it. */
export const ClearSearch = meta.story({
  args: { initialQuery: 'krone' },
  async play({ canvas, userEvent }) {
    const search = canvas.getByRole('searchbox');
    await expect(search).toHaveValue('krone');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('32');
    await userEvent.click(canvas.getByRole('button', { name: 'Suche löschen' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('32 Behandlungen');
    await expect(canvas.queryByRole('button', { name: 'Suche löschen' })).toBeNull();
  },
});

/** Opened with a category chosen (e.g. from a category link). */
export const InitialCategory = meta.story({
  args: { initialCategory: 'periodontology' },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('radio', { name: 'Parodontologie' })).toBeChecked();
    await expect(cardTitles(canvasElement)).toEqual([
      'Parodontologie',
      'Rezessionsdeckung',
      'Parodontitis-Behandlung',
      'Knochenaufbau nach Parodontitis',
    ]);
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: loadsWithout('searchbox'),
});

/** The list failed to load: the fixed message and a retry. */
export const Error = meta.story({
  args: { error: 'error.treatmentsFailed', onRetry: fn() },
  play: retriesAfterFailure('Behandlungen konnten nicht geladen werden'),
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('32 treatments');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search treatments' }), 'Bleaching');
    await expect(canvas.getByRole('link', { name: 'Teeth whitening (bleaching)' })).toHaveAttribute(
      'href',
      '/en/treatments/bleaching',
    );
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas, userEvent }) {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un traitement' }), 'zzz');
    await expect(canvas.getByText('Aucun résultat')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser les filtres' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Todas' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('32 tratamientos');
  },
});

export const RussianError = meta.story({
  globals: { locale: 'ru' },
  args: { error: 'error.treatmentsFailed', onRetry: fn() },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/.+/);
    await expect(canvas.getByRole('button', { name: 'Повторить попытку' })).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('32 вида лечения');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск лечения' }), 'veneers');
    await expect(canvas.getByRole('heading', { name: 'Виниры' })).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('32');
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Prophylaxe & Prävention' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('5 Behandlungen'));
    const [first, second] = canvas.getAllByRole('listitem');
    // One card per row on a phone.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
  },
});
