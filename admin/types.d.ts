/** ra-language-german 3.x ships plain CommonJS without types. */
declare module 'ra-language-german' {
  const messages: Record<string, unknown> & { [key: string]: string | Record<string, unknown> };
  export default messages;
}
