import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { jobPostings } from '../../../../content/demo/jobs';
import { JobCard } from './JobCard';

const [fullTime] = jobPostings;
const byType = (type: string) => jobPostings.find((j) => j.employmentType === type)!;

const meta = preview.meta({
  title: 'Careers/JobCard',
  component: JobCard,
  args: { job: fullTime },
  decorators: [withMaxWidth('34rem')],
});

/** Title, type, location, summary; 'Jetzt bewerben' goes to the form on the careers page. */
export const Default = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 3, name: fullTime.title.de })).toBeVisible();
    await expect(canvas.getByText('Vollzeit')).toBeVisible();
    await expect(canvas.getByText('München-Oberföhring')).toBeVisible();
    await expect(canvas.getByText(fullTime.summary.de)).toBeVisible();
    const apply = canvas.getByRole('link', { name: 'Jetzt bewerben' });
    await expect(apply).toHaveAttribute('href', '/de/karriere#application');
    await expect(apply).toHaveAccessibleDescription(fullTime.title.de);
  },
});

/** The link names its job, so the careers page's application form preselects it (applyLink.ts). */
export const NamesItsJob = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('data-apply-for', fullTime.id);
  },
});

export const CustomAnchor = meta.story({
  args: { applyHref: '#bewerbung' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('href', '#bewerbung');
  },
});

export const PartTime = meta.story({
  args: { job: byType('partTime') },
  async play({ canvas }) {
    await expect(canvas.getByText('Teilzeit')).toBeVisible();
  },
});

export const ApprenticeshipWithDeadline = meta.story({
  args: { job: { ...byType('apprenticeship'), validThrough: '2026-08-31' } },
  async play({ canvas }) {
    await expect(canvas.getByText('Ausbildung')).toBeVisible();
    await expect(canvas.getByText('Bewerbung bis')).toBeVisible();
    // The short date keeps the deadline chip on one line on a phone.
    await expect(canvas.getByText('31.08.2026')).toHaveAttribute('datetime', '2026-08-31');
  },
});

export const MiniJob = meta.story({
  args: { job: { ...fullTime, employmentType: 'miniJob', location: 'schwabing' } },
  async play({ canvas }) {
    await expect(canvas.getByText('Minijob')).toBeVisible();
    await expect(canvas.getByText('München-Schwabing')).toBeVisible();
  },
});

export const LongText = meta.story({
  args: {
    job: {
      ...fullTime,
      title: {
        de: 'Zahnmedizinische Fachangestellte oder Zahnmedizinische Prophylaxeassistentin (m/w/d) in Voll- oder Teilzeit mit Schwerpunkt Prophylaxe und Patientenbetreuung',
      },
      summary: { de: `${fullTime.summary.de} ${fullTime.summary.de}` },
    },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/Patientenbetreuung/);
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByText('Полная занятость')).toBeVisible();
    await expect(canvas.getByText('Мюнхен-Оберфёринг')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Откликнуться' })).toHaveAttribute('href', '/ru/career#application');
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('link').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});
