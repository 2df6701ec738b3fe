/** True on a phone-width screen (MUI's `sm` breakpoint): lists and tables switch to one card per row there. */
import { useMediaQuery, type Theme } from '@mui/material';

export const usePhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
