// Loaded on the contact form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageInput } from '../../../contract/entities/contact';

export const contactResolver = zodResolver(ContactMessageInput);
