// The srcset and sizes of listing pictures live in packages/shared, so the server's preload of a
// page's main picture names the same files as the <img> (docs/performance.md).
export {
  BROWSE_GRID_SIZES,
  DETAIL_SIZES,
  GALLERY_THUMB_SIZES,
  imageSrcSet,
  LIST_SIZES,
  THREE_COLUMN_SIZES,
} from '@phonekade/shared/phones/image-sources';
