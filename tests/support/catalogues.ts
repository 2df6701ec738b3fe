// Unit tests run code that reads UI strings synchronously (form errors, the error screen): give it
// every catalogue, as the server renderer and Storybook do.
import { provideCatalogues } from '../../src/i18n/catalogues';
import { messages } from '../../src/i18n/messages';

provideCatalogues(messages);
