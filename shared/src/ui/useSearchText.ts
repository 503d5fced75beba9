import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The search box's text, kept by the component as the person types (every key shows at once, whatever
 * the router and the network are doing), written to the URL once typing pauses (`onSettled`). A change
 * of the URL's search from elsewhere ('Quitar filtros', back and forward) replaces the text.
 */
export function useSearchText(fromUrl: string, onSettled: (text: string) => void, ms: number): [string, (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  const settled = useDebouncedValue(text, ms);
  // Only a new settled text writes the URL (`onSettled` is a new function every render).
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    latest.current(settled);
  }, [settled]);
  useEffect(() => {
    if (fromUrl === written.current) return;
    written.current = fromUrl;
    setText(fromUrl);
  }, [fromUrl]);
  return [text, setText];
}
