import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headingAndLinks } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { teamMembers } from '../../../../content/demo/team';
import { TeamMemberDetail } from './TeamMemberDetail';

const [owner] = teamMembers;
const markovic = teamMembers.find((m) => m.slug === 'dr-sofia-markovic')!;

const meta = preview.meta({
  title: 'Team/TeamMemberDetail',
  component: TeamMemberDetail,
  args: { member: owner },
});

/** Name, roles and the four sections (education, specializations, languages, contact), each with its heading. */
export const Owner = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dr. Katharina Berger' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Aufgaben' })).toHaveTextContent('Zahnmedizin');
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(['Ausbildung und Werdegang', 'Tätigkeitsbereiche', 'Sprachen', 'Kontakt']);
    await expect(canvas.getByText('Oralchirurgie')).toBeVisible();
    await expect(canvas.getByText('Französisch')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Telefonnummer/ })).toHaveAttribute('href', 'tel:+4989954567' + '80');
    await expect(canvas.getByRole('link', { name: /E-Mail-Adresse/ })).toHaveAttribute('href', 'mailto:info@praxis-dr-berger.de');
    const photo = canvas.getByRole('img', { name: 'Porträt von Dr. Katharina Berger' });
    await expect(photo).toHaveAttribute('width', '400');
  },
});

/** Empty sections are left out, headings included. */
export const OnlySomeSections = meta.story({
  args: {
    member: {
      ...owner,
      academicTitle: undefined,
      name: 'Lea Neumann',
      education: [],
      languages: [],
      contact: {},
      photo: undefined,
    },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lea Neumann' })).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(['Tätigkeitsbereiche']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Loading = meta.story({
  args: { member: undefined, loading: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
  },
});

/** The fixed not-found message with the way back to the team. */
export const NotFound = meta.story({
  args: { member: null },
  play: headingAndLinks('Teammitglied nicht gefunden', ['Zurück zum Team', '/de/team']),
});

export const NotFoundInEnglish = meta.story({
  args: { member: null },
  globals: { locale: 'en' },
  play: headingAndLinks('Team member not found', ['Back to the team', '/en/team']),
});

/** Spoken languages are named in the reader's language, also those the site is not in. */
export const Russian = meta.story({
  args: { member: markovic },
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dr. Sofia Marković' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Языки' })).toBeVisible();
    await expect(canvas.getByText('Сербский')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Контакты' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Formación y trayectoria' })).toBeVisible();
    await expect(canvas.getByText('Francés')).toBeVisible();
  },
});

/** The boxes of the portrait and of the name (the page's heading), whose placement changes with the width. */
const portraitAndName = ({ canvas }: Pick<StoryContext, 'canvas'>) => ({
  photo: canvas.getByRole('img').getBoundingClientRect(),
  name: canvas.getByRole('heading', { level: 1 }).getBoundingClientRect(),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play(context) {
    const { photo, name } = portraitAndName(context);
    // Stacked: the name comes below the portrait on a phone.
    await expect(name.top).toBeGreaterThanOrEqual(photo.bottom);
  },
});

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play(context) {
    const { photo, name } = portraitAndName(context);
    await expect(name.left).toBeGreaterThan(photo.right);
  },
});
