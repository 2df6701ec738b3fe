import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { contactData } from '../../../../content/demo/contact';
import { settings } from '../../../../content/demo/settings';
import { bookingLink } from '../../common/bookingLink';
import { CallButton, OnlineBookingButton, RequestAppointmentButton } from './BookingActions';

/** The three ways to an appointment side by side, as every page words them. */
function AllThree() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 16 }}>
      <OnlineBookingButton href={bookingLink(settings)} />
      <RequestAppointmentButton variant="secondary" />
      <CallButton phone={contactData.phone_primary} variant="secondary" />
      <CallButton phone={contactData.phone_primary} variant="ghost" short />
    </div>
  );
}

const meta = preview.meta({ title: 'Booking/BookingActions', component: AllThree });

/** Online booking: external, new tab, icon and hint; request: our form; call: tel: link with the number. */
export const German = meta.story({
  async play({ canvas }) {
    const online = canvas.getByRole('link', { name: 'TERMIN BUCHEN (öffnet in neuem Tab)' });
    await expect(online).toHaveAttribute('target', '_blank');
    await expect(online).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(online.querySelector('svg')).not.toBeNull();
    const request = canvas.getByRole('link', { name: 'Termin anfragen' });
    await expect(request).toHaveAttribute('href', '/de/termin');
    await expect(request).not.toHaveAttribute('target');
    for (const call of canvas.getAllByRole('link', { name: 'Anrufen: +49 89 95 45 67 80' }))
      await expect(call).toHaveAttribute('href', 'tel:+498995456780');
  },
});

/** Russian: the online booking and the request form no longer share a verb. */
export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'ЗАПИСАТЬСЯ (откроется в новой вкладке)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Заявка на приём' })).toHaveAttribute('href', '/ru/appointment');
  },
});

/** Spanish: 'Reservar cita' books online, 'Solicitar una cita' asks through our form. */
export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'RESERVAR CITA (se abre en una pestaña nueva)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Solicitar una cita' })).toHaveAttribute('href', '/es/appointment');
  },
});

export const English = meta.story({ globals: { locale: 'en' } });
export const French = meta.story({ globals: { locale: 'fr' } });
