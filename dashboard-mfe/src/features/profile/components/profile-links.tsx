/** Social links are free text: show each http(s) address as a link, anything else as typed. */
export function ProfileLinks({ text }: { text: string }) {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return (
    <>
      {parts.map((part, i) => (
        <span key={`${part}-${i}`}>
          {i > 0 && ' '}
          {/^https?:\/\//i.test(part) ? (
            <a href={part} target="_blank" rel="noopener noreferrer">
              {part}
            </a>
          ) : (
            part
          )}
        </span>
      ))}
    </>
  );
}
