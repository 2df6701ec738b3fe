/** Query options per public read, typed by the contract (routes call ensureQueryData with these). */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../contract/entities/language';
import type { PracticeInfo } from '../contract/entities/practice';
import type { ContactData } from '../contract/entities/contact';
import { call } from './api';

/** Contact data is cached for 300 s (spec §7, §9). */
export const CONTACT_CACHE_MS = 300_000;

export const languagesQuery = () =>
  queryOptions({ queryKey: ['languages'], queryFn: () => call<Language[]>('languages.list'), staleTime: Infinity });
export const practiceInfoQuery = () =>
  queryOptions({ queryKey: ['practice', 'info'], queryFn: () => call<PracticeInfo>('practice.info') });
export const contactQuery = () =>
  queryOptions({ queryKey: ['contact'], queryFn: () => call<ContactData>('contact.public'), staleTime: CONTACT_CACHE_MS });
