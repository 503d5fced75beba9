/** Spinning ring; decorative unless a label is given. */
export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  return (
    <svg
      className={`animate-spin ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Centered spinner for a page or a section that is loading. */
export function LoadingBlock({ label = 'Cargando', className = 'min-h-64' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-sm text-gray-500 ${className}`}>
      <Spinner className="size-6 text-indigo-600" />
      <span>{label}…</span>
    </div>
  );
}
