/** A balance's unique key: 'item:variant:warehouse:location', 0 for no variant or no location. */
export const stockSlot = (leg: { itemId: number; variantId: number | null; warehouseId: number; locationId: number | null }): string =>
  `${leg.itemId}:${leg.variantId ?? 0}:${leg.warehouseId}:${leg.locationId ?? 0}`;
