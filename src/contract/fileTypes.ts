/**
 * File types by content (magic bytes). Client file names and MIME types are never trusted:
 * the server and the mocks both decide with this function.
 */
const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function includesAscii(b: Uint8Array, needle: string, limit = 64 * 1024): boolean {
  const n = ascii(needle);
  const end = Math.min(b.length, limit) - n.length;
  for (let i = 0; i <= end; i++) if (startsWith(b, n, i)) return true;
  return false;
}

export type DetectedType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'webp' | 'avif';

export function detectFileType(b: Uint8Array): DetectedType | null {
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // DOCX is a ZIP whose entries include [Content_Types].xml and word/… (first local headers).
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && includesAscii(b, 'word/')) return 'docx';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, ascii('ftyp'), 4) && (startsWith(b, ascii('avif'), 8) || startsWith(b, ascii('avis'), 8))) return 'avif';
  return null;
}

/** The accepted type of an upload, or null when the content is none of `accepted`. */
export function acceptedType(b: Uint8Array, accepted: Record<string, string>): { ext: string; contentType: string } | null {
  const t = detectFileType(b);
  return t && t in accepted ? { ext: t, contentType: accepted[t] } : null;
}
