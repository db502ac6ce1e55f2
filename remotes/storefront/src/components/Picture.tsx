import type { Image } from '../api';

interface PictureProps {
  image: Image;
  className?: string;
  /** Above-the-fold images (the page's largest) load at once; everything else waits until it is near. */
  priority?: boolean;
  /** Overrides the image's own alt text, e.g. '' where the image repeats the text beside it. */
  alt?: string;
}

/**
 * An image with its intrinsic size, so the browser reserves its box before it arrives (no layout shift),
 * lazy-loaded unless it is the page's main image.
 */
export function Picture({ image, className, priority = false, alt }: PictureProps) {
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
