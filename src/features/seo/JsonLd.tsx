/**
 * Structured data blocks. JSON in a data script is never executed (so the CSP does not apply);
 * "<" is escaped so a text field can never close the script element.
 */
type Thing = Record<string, unknown>;

export function JsonLd({ data }: { data: Thing | null | (Thing | null)[] }) {
  const items = (Array.isArray(data) ? data : [data]).filter((d): d is Thing => d !== null);
  return (
    <>
      {items.map((d, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(d).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
