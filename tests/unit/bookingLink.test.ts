import { describe, expect, it } from 'vitest';
import { settings } from '../../content/demo/settings';
import { bookingLink, whatsappLink } from '../../src/site/common/bookingLink';

describe('bookingLink', () => {
  it('appends the tracking parameters to the booking URL (spec §7)', () => {
    const url = new URL(bookingLink(settings));
    expect(url.origin + url.pathname).toBe(settings.bookingUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual(settings.bookingTracking);
  });

  it('keeps query parameters the URL already has and adds extra ones', () => {
    const link = bookingLink(
      { bookingUrl: 'https://booking.example/praxis?lang=de#slots', bookingTracking: { utm_source: 'website' } },
      { utm_content: 'header' },
    );
    expect(link).toBe('https://booking.example/praxis?lang=de&utm_source=website&utm_content=header#slots');
  });

  it('lets a configured parameter win over one of the same name and leaves out empty values', () => {
    const link = bookingLink({
      bookingUrl: 'https://booking.example/?utm_source=old',
      bookingTracking: { utm_source: 'website', utm_campaign: '  ' },
    });
    expect(link).toBe('https://booking.example/?utm_source=website');
  });

  it('encodes values and keeps relative URLs relative', () => {
    expect(bookingLink({ bookingUrl: '/de/termin', bookingTracking: { utm_campaign: 'Frühjahr & Sommer' } })).toBe(
      '/de/termin?utm_campaign=Fr%C3%BChjahr+%26+Sommer',
    );
  });

  it('returns the URL unchanged without tracking parameters', () => {
    expect(bookingLink({ bookingUrl: 'https://booking.example/praxis', bookingTracking: {} })).toBe(
      'https://booking.example/praxis',
    );
  });
});

describe('whatsappLink', () => {
  it('builds the chat link from the digits of the number (spec §7)', () => {
    expect(whatsappLink(settings.whatsappNumber)).toBe('https://wa.me/4915123456789');
    expect(whatsappLink('+49 (151) 234-567 89')).toBe('https://wa.me/4915123456789');
  });

  it('gives null for a number without digits', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(' – ')).toBeNull();
  });
});
