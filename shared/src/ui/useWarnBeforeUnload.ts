import { useEffect, useRef } from 'react';

/**
 * Asks the browser to confirm leaving or reloading the page while `shouldWarn()` is true (typed work
 * not saved yet). Browsers show their own text; the check runs when the page is about to unload.
 */
export function useWarnBeforeUnload(shouldWarn: () => boolean): void {
  const check = useRef(shouldWarn);
  check.current = shouldWarn;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
