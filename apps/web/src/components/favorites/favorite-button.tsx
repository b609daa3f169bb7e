// Placeholder until the favourites work lands: the card and details pages already place it.
export function FavoriteButton(_props: { phoneId: string; className?: string }) {
  return null;
}
