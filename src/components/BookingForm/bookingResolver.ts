// Loaded on the booking form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { AppointmentRequestInput } from '../../contract/entities/appointment';

export const bookingResolver = zodResolver(AppointmentRequestInput);
