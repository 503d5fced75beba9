import { portraitUrl, type PortraitStyle } from '../people/portrait';

/** Portrait styles the sellers' generated pictures cycle through (no user has an uploaded photo yet). */
const STYLES: PortraitStyle[] = [
  { background: '#e0e7ff', skin: '#e8b894', hair: '#3b2314', hairStyle: 'long', shirt: '#4338ca' },
  { background: '#dcfce7', skin: '#c68c5e', hair: '#1f1a17', hairStyle: 'short', shirt: '#0f766e' },
  { background: '#fef3c7', skin: '#f1c9a5', hair: '#8a4b21', hairStyle: 'bun', shirt: '#b45309' },
  { background: '#fce7f3', skin: '#a86f47', hair: '#2d2d2d', hairStyle: 'short', shirt: '#be123c' },
  { background: '#e0f2fe', skin: '#d9a47b', hair: '#111827', hairStyle: 'long', shirt: '#1d4ed8' },
];

const urls = new Map<number, string>();
/** The same picture for a seller everywhere, from their user id. */
function pictureOf(id: number): string {
  let url = urls.get(id);
  if (!url) {
    url = portraitUrl(STYLES[(id - 1 + STYLES.length) % STYLES.length]!);
    urls.set(id, url);
  }
  return url;
}

/** The seller's picture and name. The picture is decorative: the name is written beside it. */
export function SellerCell({ seller }: { seller: { id: number; name: string } }) {
  return (
    <span className="bo:flex bo:items-center bo:gap-2.5">
      <img src={pictureOf(seller.id)} alt="" width={32} height={32} className="bo:size-8 bo:shrink-0 bo:rounded-full bo:bg-gray-100 bo:ring-1 bo:ring-gray-200" />
      <span className="bo:truncate bo:text-gray-700">{seller.name}</span>
    </span>
  );
}
