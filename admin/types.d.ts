/** ra-language-german 3.x ships plain CommonJS without types. */
declare module 'ra-language-german' {
  import type { StringMap } from 'react-admin';
  const messages: StringMap;
  export default messages;
}
