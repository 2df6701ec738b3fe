/**
 * Long content texts are authored as plain text with blank lines between paragraphs (the contract
 * allows no markup in treatment texts), so each block becomes its own <p>.
 */
export const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return splitParagraphs(text).map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph}
    </p>
  ));
}
