/**
 * File types by content (magic bytes). Client file names and MIME types are never trusted:
 * the server and the mocks both decide with this function.
 */
import { todayInBerlin } from './constants';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export type DetectedType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'webp' | 'avif';

/** Case-insensitive search for ASCII markup (HTML/HTA tags) in the first `limit` bytes. */
function includesMarkup(b: Uint8Array, needle: string, limit = b.length): boolean {
  const n = ascii(needle.toLowerCase());
  const end = Math.min(b.length, limit) - n.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < n.length; j++)
      if ((b[i + j] | (b[i + j] >= 0x41 && b[i + j] <= 0x5a ? 0x20 : 0)) !== n[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Markup that makes a file something else to a browser or to Windows (mshta runs an HTA found
 * anywhere in a file; browsers sniff HTML near the start): a CV carrying it is a polyglot.
 */
export function isMarkupPolyglot(b: Uint8Array): boolean {
  if (includesMarkup(b, '<hta:application')) return true;
  return ['<script', '<html', '<!doctype html', '<body', '<iframe', '<svg', '<?xml-stylesheet'].some((tag) =>
    includesMarkup(b, tag, 1024),
  );
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/**
 * Stream names of an OLE compound file (doc, xls, msi…), read from its directory: the header's
 * first directory sector, followed through the FAT (from the header's 109 DIFAT entries, enough
 * for every file up to the CV limit). Null when the structure does not hold together.
 */
export function oleStreamNames(b: Uint8Array): string[] | null {
  if (b.length < 512) return null;
  const sectorSize = 1 << u16(b, 0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  const sector = (n: number) => (n + 1) * sectorSize;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = u32(b, 0x4c + i * 4);
    if (s >= 0xfffffffa) break;
    fatSectors.push(s);
  }
  const perFat = sectorSize / 4;
  const next = (n: number) => {
    const fat = fatSectors[Math.floor(n / perFat)];
    const at = fat === undefined ? -1 : sector(fat) + (n % perFat) * 4;
    return at < 0 || at + 4 > b.length ? 0xfffffffe : u32(b, at);
  };
  const names: string[] = [];
  const seen = new Set<number>();
  for (let s = u32(b, 0x30); s < 0xfffffffa && !seen.has(s) && seen.size < 10_000; s = next(s)) {
    seen.add(s);
    const start = sector(s);
    if (start + sectorSize > b.length) return null;
    for (let e = start; e < start + sectorSize; e += 128) {
      const length = Math.min(u16(b, e + 0x40), 64);
      const type = b[e + 0x42];
      if (length < 2 || (type !== 1 && type !== 2 && type !== 5)) continue;
      let name = '';
      for (let i = 0; i < length - 2; i += 2) name += String.fromCharCode(u16(b, e + i));
      if (type === 2) names.push(name);
    }
  }
  return names;
}

/** An entry of a ZIP archive's central directory, with the sizes it declares. */
interface ZipEntry {
  name: string;
  compressedBytes: number;
  unpackedBytes: number;
}

/** The entries of a ZIP archive, from its central directory (null when there is none or it does not hold together). */
function zipEntries(b: Uint8Array): ZipEntry[] | null {
  // The end-of-central-directory record: in the last 22 bytes plus a comment of up to 64 KB.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--)
    if (u32(b, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return null;
  const count = u16(b, eocd + 10);
  let at = u32(b, eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) return null;
    const nameLength = u16(b, at + 28);
    entries.push({
      name: new TextDecoder().decode(b.subarray(at + 46, at + 46 + nameLength)),
      compressedBytes: u32(b, at + 20),
      unpackedBytes: u32(b, at + 24),
    });
    at += 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
  }
  return entries;
}

/** Entry names of a ZIP archive, from its central directory (null when there is none). */
export const zipEntryNames = (b: Uint8Array): string[] | null => zipEntries(b)?.map((e) => e.name) ?? null;

/**
 * What a ZIP-based upload (a docx) may unpack to. A CV of at most 5 MB holds compressed pictures
 * and some XML: a few dozen to a few hundred parts, rarely more than a few times its size unpacked.
 * An archive declaring more (a "zip bomb": 200 KB that unpack to 200 MB) would be unpacked by
 * reception's Word, previewer or virus scanner, not by us; it is refused. ZIP64 (sizes beyond
 * 4 GB) is no CV's either.
 */
export const ZIP_LIMITS = { entries: 1000, unpackedBytes: 50 * 1024 * 1024 };

/**
 * True when a ZIP's central directory declares more parts or more unpacked bytes than ZIP_LIMITS
 * allow (both faces refuse such a docx with 415 and the upload's `archive` message).
 */
export function zipTooLarge(b: Uint8Array): boolean {
  const entries = zipEntries(b);
  if (!entries) return false; // no ZIP: nothing to unpack
  if (entries.length > ZIP_LIMITS.entries) return true;
  let unpacked = 0;
  for (const e of entries) {
    if (e.unpackedBytes === 0xffffffff || e.compressedBytes === 0xffffffff) return true;
    unpacked += e.unpackedBytes;
  }
  return unpacked > ZIP_LIMITS.unpackedBytes;
}

export function detectFileType(b: Uint8Array): DetectedType | null {
  if (startsWith(b, ascii('%PDF-'))) return isMarkupPolyglot(b) ? null : 'pdf';
  // An OLE file is many things (msi, xls, msg…); a Word document has a WordDocument stream.
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return !isMarkupPolyglot(b) && oleStreamNames(b)?.includes('WordDocument') ? 'doc' : null;
  // A ZIP is a docx only with the parts Word needs (a jar, apk or plain zip has not).
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(b);
    return !isMarkupPolyglot(b) && names?.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null;
  }
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

/**
 * The name a CV is stored and downloaded under, made by the server from the applicant's surname,
 * the date and the detected type: never the client's name or extension. ASCII only, so every
 * mail client and file system keeps it as it is.
 */
export function cvFilename(lastName: string, date: string, ext: string): string {
  const ascii = lastName
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${['Bewerbung', ascii, date.slice(0, 10)].filter(Boolean).join('-')}.${ext}`;
}

/**
 * The download name of a stored CV: made again from the record (surname, day of submission) and
 * the type detected at upload, so CVs stored before these rules download safely too.
 */
export function cvDownloadName(application: Record<string, unknown>, contentType: string): string {
  const ext = CV_EXTENSIONS[contentType] ?? 'bin';
  const at = new Date(String(application.submittedAt ?? application.createdAt ?? ''));
  return cvFilename(String(application.lastName ?? ''), Number.isNaN(at.getTime()) ? '' : todayInBerlin(at), ext);
}
const CV_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
/** Personal data, not cached; the browser must not guess another type than the one sent. */
export const CV_DOWNLOAD_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
