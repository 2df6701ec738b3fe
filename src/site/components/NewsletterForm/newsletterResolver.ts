// Loaded on the newsletter form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { NewsletterInput } from '../../../contract/entities/newsletter';

export const newsletterResolver = zodResolver(NewsletterInput);
