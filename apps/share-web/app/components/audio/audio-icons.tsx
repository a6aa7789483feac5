/** The player's icons, drawn in the button's text colour. */
export function AudioIcon({ name, size = 24 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {PATHS[name]}
    </svg>
  );
}

const PATHS = {
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  pause: <path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" fill="currentColor" />,
  previous: <path d="M6 5h2.2v14H6zm3.6 7L19 5.6v12.8z" fill="currentColor" />,
  next: <path d="M15.8 5H18v14h-2.2zM5 5.6 14.4 12 5 18.4z" fill="currentColor" />,
  back: (
    <>
      <path
        d="M12 4.5a8 8 0 1 1-8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M12 1.5v6L8 4.5z" fill="currentColor" />
      <text x="12" y="15.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor">
        15
      </text>
    </>
  ),
  forward: (
    <>
      <path
        d="M12 4.5a8 8 0 1 0 8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M12 1.5v6l4-3z" fill="currentColor" />
      <text x="12" y="15.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor">
        15
      </text>
    </>
  ),
  list: (
    <path
      d="M4 6.5h11M4 11.5h11M4 16.5h7M17.5 13v6.5m0 0a2 2 0 1 1-2-2m2 2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  ),
} as const;
