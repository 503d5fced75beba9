import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` once the block has come into the viewport (until then, and while its code loads,
 * `fallback`): a figure below the fold costs the page's first paint nothing. Without IntersectionObserver
 * (tests, old browsers) it draws at once.
 */
export function WhenInView({ children, fallback, className }: { children: ReactNode; fallback: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={ref} className={className}>
      {seen ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
