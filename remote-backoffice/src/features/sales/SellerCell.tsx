import type { Seller } from '@muestrario/shared/domain';

/** The seller's photo and name. The photo is decorative: the name is written beside it. */
export function SellerCell({ seller }: { seller: Seller }) {
  return (
    <span className="bo:flex bo:items-center bo:gap-2.5">
      <img src={seller.photoUrl} alt="" width={32} height={32} className="bo:size-8 bo:shrink-0 bo:rounded-full bo:bg-gray-100 bo:ring-1 bo:ring-gray-200" />
      <span className="bo:truncate bo:text-gray-700">{seller.name}</span>
    </span>
  );
}
