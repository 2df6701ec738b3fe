/** localStorage access that never throws (private mode, SSR): failures are logged only, never shown. */
export function readStored(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    console.warn('[storage]', err);
  }
}
export function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch (err) {
    console.warn('[storage]', err);
  }
}
