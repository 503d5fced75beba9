import { useEffect } from 'react';

/** The product name, last in every page title. */
export const APP_TITLE = 'Muestrario';

/** 'Diseñar · Playeras planta 3 · Muestrario': the parts given (blank ones skipped), then the product. */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.map((p) => p?.trim()).filter(Boolean), APP_TITLE].join(' · ');
}

/**
 * Sets the document title while the screen is shown and gives the previous one back when it goes
 * (issue 16: a title per screen). Any screen of the host or a remote calls it with its own parts.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
