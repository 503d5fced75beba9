/** The "Muestrario" wordmark: a needle-and-thread mark and the name. The mark is also the tab icon (shared/build/favicon.svg). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 23 22.5 9.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <ellipse cx="23.3" cy="8.7" rx="1.6" ry="1" transform="rotate(-45 23.3 8.7)" fill="none" stroke="#fff" strokeWidth="1.2" />
      <path
        d="M23.3 8.7c2.5 2.6 1.9 6.2-.6 7.8-2.6 1.7-5.6-.3-8.2 1.3-2.2 1.4-2 4.2-.2 5.7"
        fill="none"
        stroke="#a5b4fc"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeDasharray="2.2 1.8"
      />
    </svg>
  );
}

export function Wordmark({ className = '', tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark />
      <span className={`text-lg font-semibold tracking-tight ${tone === 'dark' ? 'text-gray-900' : 'text-white'}`}>Muestrario</span>
    </span>
  );
}
