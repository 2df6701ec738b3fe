/**
 * Texts typed but not yet saved, kept in this browser so a reload, a closed tab or a crash does not
 * take them: written on every change, read when the same screen opens again, removed once saved or
 * discarded. A draft remembers the version of the record it was typed on, so saving it after a
 * reload is still refused when a colleague saved meanwhile (the conflict shows as usual).
 *
 * Content texts only (translations), never personal data: the browser may be shared at reception.
 */
import { useEffect, useState } from 'react';
import { readStored, removeStored, writeStored } from '@/lib/storage';

export interface LocalDraft {
  /** Field → text typed. */
  texts: Record<string, string>;
  /** The record's version the texts were typed on; absent when unknown. */
  basedOn?: string;
  /** When it was last typed in (ISO), to say how old a restored draft is. */
  at: string;
}

const PREFIX = 'draft:';

function read(key: string): LocalDraft | null {
  try {
    const draft = JSON.parse(readStored(PREFIX + key) ?? 'null') as LocalDraft | null;
    return draft && typeof draft.texts === 'object' && Object.keys(draft.texts).length ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The draft of screen `key`: what was restored when the screen opened (null if nothing was), and
 * `keep` to store the current texts (an empty set removes the draft, as does `discard`).
 */
export function useLocalDraft(key: string) {
  const [restored, setRestored] = useState(() => read(key));
  const [texts, setTexts] = useState<Record<string, string>>(() => restored?.texts ?? {});
  const [basedOn, setBasedOn] = useState<string | undefined>(() => restored?.basedOn);

  useEffect(() => {
    if (!Object.keys(texts).length) removeStored(PREFIX + key);
    else writeStored(PREFIX + key, JSON.stringify({ texts, basedOn, at: new Date().toISOString() } satisfies LocalDraft));
  }, [key, texts, basedOn]);

  return {
    texts,
    setTexts,
    /** The version the texts were typed on (a restored draft's), or undefined: the loaded one. */
    basedOn,
    setBasedOn,
    /** The draft found when the screen opened, until the editor saves or discards it. */
    restored,
    /** Saved or thrown away: the texts and the stored draft go. */
    discard: () => {
      setTexts({});
      setBasedOn(undefined);
      setRestored(null);
    },
  };
}
