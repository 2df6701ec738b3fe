import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { cardsSideBySide, retriesAfterFailure, stackedCards, loadsWithout } from '../../../../.storybook/plays';
import { teamMembers } from '../../../../content/demo/team';
import { TeamGrid } from './TeamGrid';

const published = teamMembers.filter((m) => m.published).sort((a, b) => a.order - b.order);

const meta = preview.meta({
  title: 'Team/TeamGrid',
  component: TeamGrid,
  args: { members: published, onRetry: fn() },
});

/** All published members in order, each card linking to its page. */
export const Default = meta.story({
  async play({ canvas }) {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(published.length);
    await expect(links[0]).toHaveAccessibleName('Dr. Katharina Berger');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(published.map((m) => `/de/team/${m.slug}`));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(published.length);
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: loadsWithout('link'),
});

export const Empty = meta.story({
  args: { members: [] },
  async play({ canvas }) {
    await expect(canvas.getByText('Hier stellen wir Ihnen bald unser Team vor.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** The error is announced; 'Erneut versuchen' asks the owner to load again. */
export const LoadingFailed = meta.story({
  args: { error: true },
  play: retriesAfterFailure('Das Team konnte nicht geladen werden'),
});

export const ErrorWithoutRetry = meta.story({
  args: { error: true, onRetry: undefined },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/fr/team/dr-katharina-berger');
    await expect(canvas.getByText('Titulaire du cabinet, spécialiste en chirurgie orale')).toBeVisible();
    await expect(canvas.getAllByText('Médecine dentaire').length).toBeGreaterThan(0);
  },
});

export const ErrorInSpanish = meta.story({
  globals: { locale: 'es' },
  args: { error: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar el equipo');
    await expect(canvas.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
  },
});

/** One column on a phone, several on a desktop. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: stackedCards,
});

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: cardsSideBySide,
});
