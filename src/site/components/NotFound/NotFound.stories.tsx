import { expect } from 'storybook/test';
import { headingAndLinks } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { NotFound } from './NotFound';

const meta = preview.meta({ title: 'Feedback/NotFound', component: NotFound, parameters: { route: '/gibt-es-nicht' } });

/** An unknown address: home first, then treatments and contact. */
export const Page = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/de', '/de/behandlungen', '/de/kontakt']);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  },
});

/** A treatment slug that does not exist: the way back is the treatment list. */
export const TreatmentNotFound = meta.story({
  args: { kind: 'treatment' },
  parameters: { route: '/behandlungen/gibt-es-nicht' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Behandlung nicht gefunden' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Alle Behandlungen');
    await expect(links[0]).toHaveAttribute('href', '/de/behandlungen');
    await expect(links).toHaveLength(3);
  },
});

/** A missing team member links back to the team. */
export const TeamMemberNotFound = meta.story({
  args: { kind: 'teamMember' },
  parameters: { route: '/team/gibt-es-nicht' },
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teammitglied nicht gefunden' })).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Zurück zum Team' });
    await expect(back).toHaveAttribute('href', '/de/team');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { kind: 'teamMember' },
  play: headingAndLinks('Сотрудник не найден', ['Назад к команде', '/ru/team'], ['На главную', '/ru']),
});

export const SpanishTreatmentMobile = meta.story({
  globals: { locale: 'es', viewport: { value: 'mobile', isRotated: false } },
  args: { kind: 'treatment' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tratamiento no encontrado' })).toBeVisible();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/es/treatments');
  },
});
