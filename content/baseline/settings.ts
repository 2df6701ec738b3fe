/**
 * Default settings of a fresh install: no booking service (the booking buttons lead to the site's own
 * request page), no analytics id (no analytics script, whatever the visitor accepts), no WhatsApp or
 * social profile. The tracking parameters are the product's defaults, not facts about the practice.
 */
import type { Settings } from '../../src/contract/entities/settings';

export const baselineSettings: Omit<Settings, 'createdAt' | 'updatedAt' | 'updatedBy'> = {
  id: 'settings',
  bookingUrl: '',
  bookingRequestUrl: '',
  bookingTracking: { utm_source: 'website', utm_medium: 'referral', utm_campaign: 'praxis-website' },
  analyticsId: '',
  whatsappNumber: '',
  socialLinks: { facebook: '', instagram: '', youtube: '' },
};
