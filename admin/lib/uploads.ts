/**
 * Uploads to the media library (multipart, XMLHttpRequest for progress) and a tiny store of running
 * uploads that <UploadProgress> shows. Used by the media resource and by every image input: a chosen
 * file is uploaded first and its URL becomes the image reference's `src`.
 */
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type LanguageCode } from '@/contract/common';
import type { MediaAsset } from '@/contract/entities/media';
import { ApiRequestError, call } from '@/lib/api';
import { toHttpError } from './httpError';
import { isPendingFile } from './schema';

export interface RunningUpload {
  id: number;
  name: string;
  fraction: number;
}

let running: RunningUpload[] = [];
const listeners = new Set<() => void>();
const emit = (next: RunningUpload[]) => {
  running = next;
  listeners.forEach((l) => l());
};
let nextId = 1;

export function useRunningUploads(): RunningUpload[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => running,
  );
}

/** Uploads one image to the media library; alt texts per language travel as alt_<lang> fields. */
export async function uploadMedia(file: File, alt?: Partial<Record<LanguageCode, string | null>>): Promise<MediaAsset> {
  const form = new FormData();
  for (const lang of LANGUAGES) if (alt?.[lang]) form.append(`alt_${lang}`, String(alt[lang]));
  form.append('file', file); // after the text fields: multipart parsers read fields that precede the file
  const id = nextId++;
  emit([...running, { id, name: file.name, fraction: 0 }]);
  try {
    return await call('admin.media.create', {
      form,
      onProgress: (fraction) => emit(running.map((u) => (u.id === id ? { ...u, fraction } : u))),
    });
  } catch (err) {
    if (err instanceof ApiRequestError) throw toHttpError(err.status, err.body);
    throw err;
  } finally {
    emit(running.filter((u) => u.id !== id));
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Uploads every pending file found in form values ({ src, alt, file: { rawFile } } image references and
 * their mobile crops) and returns the values with `src`, size and variants of the uploaded asset.
 */
export async function resolveUploads<T>(value: T): Promise<T> {
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => resolveUploads(v)))) as T;
  if (!isObject(value) || value instanceof Date || (typeof File !== 'undefined' && value instanceof File)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = await resolveUploads(v);
  if (isPendingFile(value.file)) {
    const asset = await uploadMedia(
      value.file.rawFile,
      isObject(value.alt) ? (value.alt as Record<LanguageCode, string>) : undefined,
    );
    delete out.file;
    out.src = asset.url;
    // The previous file's size and variants must not stay with the new one (the API copies them from the library again).
    out.width = asset.width || null;
    out.height = asset.height || null;
    out.variants = asset.variants;
  }
  return out as T;
}
