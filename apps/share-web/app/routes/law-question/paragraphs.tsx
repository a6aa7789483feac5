/** Plain text shown as text, a paragraph per blank-line-separated block. */
export function Paragraphs({ text, className }: { text: string; className: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {blocks.map((block, i) => (
        <p key={i}>{block}</p>
      ))}
    </div>
  );
}
