import { useEffect } from 'react';

/**
 * A public page whose address holds a token (the approval page, the HR portal): tells search engines and the
 * next site nothing about it (the server sends the same as headers) and sets its first title.
 */
export function usePrivatePage(title: string): void {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.appendChild(meta);
      return meta;
    });
    document.title = title;
    return () => metas.forEach((m) => m.remove());
  }, [title]);
}
