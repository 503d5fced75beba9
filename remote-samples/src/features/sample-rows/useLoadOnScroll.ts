import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes within `margin` of the viewport (the end of a list: the next
 * page is asked before the user reaches it). Without IntersectionObserver nothing happens: the list's
 * 'Cargar más' button stays the way on.
 */
export function useLoadOnScroll(target: RefObject<Element | null>, enabled: boolean, onVisible: () => void, margin = '600px'): void {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onVisible();
    }, { rootMargin: `0px 0px ${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, onVisible, margin]);
}
