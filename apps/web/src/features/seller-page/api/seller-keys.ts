/** Query keys of a seller's public page. */
export const sellerKeys = {
  seller: (id: string) => ['sellers', id] as const,
  reviews: (id: string) => ['sellers', id, 'reviews'] as const,
};
