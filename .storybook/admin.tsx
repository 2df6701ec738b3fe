/**
 * The staff admin's screens in stories: react-admin's contexts as <Admin> gives them (the admin's
 * German texts from its i18nProvider, its MUI theme), a router of their own in memory, and the
 * resource whose screen the component stands on (parameters.resource).
 */
import type { Decorator } from '@storybook/react-vite';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../admin/i18n';
import { theme } from '../admin/theme';

export const withAdmin: Decorator = (Story, { parameters }) => {
  const resource = parameters.resource as string | undefined;
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} theme={theme}>
        {resource ? (
          <ResourceContextProvider value={resource}>
            <Story />
          </ResourceContextProvider>
        ) : (
          <Story />
        )}
      </AdminContext>
    </MemoryRouter>
  );
};
