/**
 * The admin's MUI theme: react-admin's default with the practice's colours, and the few component
 * defaults every screen shares. Its own module so the stories render the admin's screens in it too.
 */
import { defaultTheme } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { EmptyList } from './components/EmptyList';

export const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0f6e6e' }, secondary: { main: '#1d3f5e' } },
  components: {
    ...defaultTheme.components,
    // Every list's empty state: one sentence per resource, and a create button only for those who may.
    // A list takes the width the layout gives it and scrolls its table inside it: a flex item is as
    // wide as its content by default, so a table of eight columns widened the whole page on a phone
    // (the app bar stayed 390 px, the rest of the screen could only be reached by scrolling the page).
    RaList: {
      defaultProps: { empty: <EmptyList /> },
      styleOverrides: {
        // The table scrolls, not the card: the bulk actions' toolbar slides over the list's own
        // toolbar from inside the card, and a scrolling card would put it underneath.
        root: {
          minWidth: 0,
          '& .RaList-main, & .RaList-content': { minWidth: 0 },
          '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
        },
      },
    },
    // react-admin makes its layout as wide as its content (min-width: fit-content) for that reason.
    RaLayout: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } },
      },
    },
    // On a phone the language button shows its icon only (the name stays its accessible name): with
    // "DEUTSCH ⌄" beside it the page title in the app bar had about 115 px and was cut off.
    RaLocalesMenuButton: {
      styleOverrides: {
        root: ({ theme: t }: { theme: Theme }) => ({
          [t.breakpoints.down('sm')]: {
            '& .MuiButton-root': { minWidth: 0, fontSize: 0, padding: '6px' },
            '& .MuiButton-startIcon': { margin: 0 },
            '& .MuiButton-endIcon': { display: 'none' },
          },
        }),
      },
    },
  },
};
