/** Drawn inline so islands don't pay for two more icon modules. */
export function PlayPauseIcon({ playing, className }: { playing: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className} fill="currentColor">
      {playing ? (
        <path d="M4.5 3h2.25v10H4.5zM9.25 3h2.25v10H9.25z" />
      ) : (
        <path d="M5 2.8v10.4a.5.5 0 0 0 .77.42l8.06-5.2a.5.5 0 0 0 0-.84L5.77 2.38A.5.5 0 0 0 5 2.8Z" />
      )}
    </svg>
  );
}
