/**
 * The panel above a form whose save was refused because a colleague saved the team member meanwhile:
 * per field, and per content language of a localized field, the editor's value beside the one saved
 * meanwhile. The position differs in three of the five languages (the editor's Russian change and
 * the colleague's unchanged Spanish are no question), the academic title is a plain field.
 */
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { withAdmin } from '../../.storybook/admin';
import { ConflictPanel } from './ConflictPanel';

type Values = Record<string, unknown>;

/** The team member as the editor's form loaded it. */
const loaded: Values = {
  id: 'team-lena-hoffmann',
  slug: 'lena-hoffmann',
  name: 'Lena Hoffmann',
  academicTitle: 'Dr.',
  roles: ['dentist'],
  position: { de: 'Zahnärztin', en: 'Dentist', fr: 'Dentiste', es: 'Dentista', ru: 'Стоматолог' },
  location: 'oberfoehring',
  order: 3,
  isOwner: false,
  published: true,
  updatedAt: '2026-11-27T08:30:00.000Z',
  updatedBy: 'Lena Hoffmann',
};

/** What the colleague saved meanwhile. */
const current: Values = {
  ...loaded,
  academicTitle: 'Dr. med. dent.',
  position: { de: 'Oberärztin', en: 'Senior dentist', fr: 'Dentiste principale', es: 'Dentista', ru: 'Стоматолог' },
  updatedAt: '2026-11-28T14:05:00.000Z',
  updatedBy: 'Maria Schneider',
};

/** What the editor had typed when the save was refused. */
const mine: Values = {
  ...loaded,
  academicTitle: 'Dr. med.',
  position: {
    de: 'Zahnärztin für Implantologie',
    en: 'Dentist for implantology',
    fr: 'Dentiste',
    es: 'Dentista',
    ru: 'Стоматолог-имплантолог',
  },
};

/**
 * A react-hook-form form as react-admin's: loaded with the record (its defaultValues), holding what
 * the editor typed, before the panel reads both on its first render.
 */
function EditedForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: loaded });
  useState(() => form.reset(mine, { keepDefaultValues: true }));
  return <FormProvider {...form}>{children}</FormProvider>;
}

const meta = preview.meta({
  title: 'Admin/Keine verlorenen Änderungen/ConflictPanel',
  component: ConflictPanel,
  args: { current, savedBy: 'Maria Schneider' },
  parameters: { resource: 'team' },
  decorators: [
    (Story) => (
      <EditedForm>
        <Story />
      </EditedForm>
    ),
    withAdmin,
  ],
});

export const TeamMemberSavedMeanwhile = meta.story({
  async play({ canvas }) {
    const panel = await canvas.findByRole('region', { name: 'Inzwischen von jemand anderem gespeichert' });
    await expect(panel).toHaveTextContent('Maria Schneider hat diesen Eintrag am');
    const rows = canvas.getAllByTestId('conflict-row');
    // Position in German, English, French, and the academic title: Spanish and Russian are no question.
    await expect(rows.map((r) => r.querySelector('h6, .MuiTypography-subtitle2')?.textContent)).toEqual([
      'Titel',
      'Position',
      'Position',
      'Position',
    ]);
    await expect(rows.map((r) => r.querySelector('.MuiChip-label')?.textContent ?? '')).toEqual(['', 'DE', 'EN', 'FR']);
    await expect(rows[1]).toHaveTextContent('Zahnärztin für Implantologie');
    await expect(rows[1]).toHaveTextContent('Oberärztin');
  },
});

export const EverythingDecided = meta.story({
  async play({ canvas, userEvent }) {
    await canvas.findByRole('region', { name: 'Inzwischen von jemand anderem gespeichert' });
    const [title, de] = canvas.getAllByTestId('conflict-row');
    await userEvent.click(within(title!).getByRole('button', { name: 'Gespeicherte übernehmen' }));
    await userEvent.click(within(de!).getByRole('button', { name: 'Meine behalten' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bei allen übrigen die gespeicherte übernehmen' }));
    await expect(canvas.queryByRole('button', { name: 'Meine behalten' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Übernommen')).toHaveLength(3);
    await expect(canvas.getAllByText('Ihre behalten')).toHaveLength(1);
    await expect(canvas.getByText(/^Alles entschieden\./)).toBeVisible();
  },
});
