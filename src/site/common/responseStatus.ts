/**
 * The HTTP status of a server-rendered page. A page decides it is not found while rendering (an
 * unknown path, or a slug the data does not know), so the renderer provides a setter and the
 * not-found page calls it; in the browser there is no setter and the call does nothing.
 */
import { createContext, useContext } from 'react';

export const ResponseStatusContext = createContext<((code: number) => void) | null>(null);

export function useResponseStatus(code: number) {
  useContext(ResponseStatusContext)?.(code);
}
