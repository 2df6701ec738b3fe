import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import { chosenFile } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { teamMembers } from '../../../../content/demo/team';
import { samplePhoto } from '../ResponsiveImage/storyData';
import { TeamMemberCard } from './TeamMemberCard';

const [owner] = teamMembers;
const twoRoles = teamMembers.find((m) => m.roles.length > 1)!;

const meta = preview.meta({
  title: 'Team/TeamMemberCard',
  component: TeamMemberCard,
  args: { member: owner },
  decorators: [withMaxWidth('20rem')],
});

/** Name with academic title is the one link, to the member's page in the active language. */
export const Owner = meta.story({
  async play({ canvas }) {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Dr. Katharina Berger');
    await expect(links[0]).toHaveAttribute('href', '/de/team/dr-katharina-berger');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dr. Katharina Berger' })).toBeVisible();
    const photo = canvas.getByRole('img', { name: 'Porträt von Dr. Katharina Berger' });
    await expect(photo).toHaveAttribute('width', '400');
    await expect(photo).toHaveAttribute('height', '400');
    await expect(canvas.getByRole('list', { name: 'Aufgaben' })).toHaveTextContent('Zahnmedizin');
    await expect(canvas.getByText('Praxisinhaberin, Fachzahnärztin für Oralchirurgie')).toBeVisible();
  },
});

/** Every role gets its label. */
export const TwoRoles = meta.story({
  args: { member: twoRoles },
  async play({ canvas }) {
    const roles = canvas.getAllByRole('listitem');
    await expect(roles.map((r) => r.textContent)).toEqual(['Empfang', 'Praxisteam']);
  },
});

/** Without a portrait a neutral placeholder keeps the grid even. */
export const WithoutPhoto = meta.story({
  args: { member: { ...teamMembers[5], photo: undefined } },
  async play({ canvas }) {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Maria Schmid');
  },
});

export const LongText = meta.story({
  args: {
    member: {
      ...owner,
      academicTitle: 'Prof. Dr. med. dent.',
      name: 'Maximiliane Theresia von Hohenzollern-Sigmaringen',
      roles: ['dentist', 'hygienist', 'teamMember'],
      position: {
        de: 'Fachzahnärztin für Oralchirurgie und Parodontologie, Implantologin, Leiterin des Prophylaxeteams und Ansprechpartnerin für Angstpatientinnen und Angstpatienten',
      },
    },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Prof. Dr. med. dent. Maximiliane Theresia von Hohenzollern-Sigmaringen',
    );
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/en/team/dr-katharina-berger');
    await expect(canvas.getByText('Dentist')).toBeVisible();
    await expect(canvas.getByText('Practice owner, specialist in oral surgery')).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { member: twoRoles },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/ru/team/${twoRoles.slug}`);
    await expect(canvas.getByRole('list', { name: 'Роли' })).toHaveTextContent('Администратор');
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const link = canvas.getByRole('link');
    // The whole card is the link's click area, far more than the 44 px touch minimum.
    const card = link.closest('article')!;
    await expect(card.getBoundingClientRect().height).toBeGreaterThan(44);
  },
});

/** With an uploaded photo: a 4:5 portrait from the AVIF/WebP variants, cropped around the face. */
export const WithPhoto = meta.story({
  args: { member: { ...owner, photo: samplePhoto } },
  async play({ canvas }) {
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('480w'),
    );
    const box = photo.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 5, 1);
    await expect(await chosenFile(photo)).toMatch(/praxis-behandlung-\d+\.avif$/);
  },
});

export const WithPhotoMobile = meta.story({
  args: { member: { ...owner, photo: samplePhoto } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(await chosenFile(photo)).toMatch(/praxis-behandlung-(480|960)\.avif$/);
  },
});
