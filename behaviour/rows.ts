/**
 * The store's row types, apart from the store's interface so the kinds of rows (collections.ts, the
 * outbox's entries) can name them without importing the store that names them in turn.
 */
export type Row = Record<string, unknown> & { id: string };
/**
 * A stored document of one kind: its contract type with the store's `id`. Fields a collection keeps
 * beside it (a password hash, a slot key) its entry in collections.ts names too.
 */
export type TypedRow<T> = T & { id: string };
