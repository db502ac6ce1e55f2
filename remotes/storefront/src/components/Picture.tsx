import type { Image } from '../api';

interface PictureProps {
  image: Image;
  className?: string;
  /**
   * 'high': the page's largest picture, asked for first. 'eager': in the first screen, loaded with the page (a
   * lazy picture is only asked for once the page is laid out, so the first screen's would arrive late).
   * 'lazy' (the default): everything else, loaded when it comes near.
   */
  priority?: 'high' | 'eager' | 'lazy';
  /** Overrides the image's own alt text, e.g. '' where the image repeats the text beside it. */
  alt?: string;
}

/**
 * An image with its intrinsic size, so the browser reserves its box before it arrives (no layout shift),
 * lazy-loaded unless it is in the first screen.
 */
export function Picture({ image, className, priority = 'lazy', alt }: PictureProps) {
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      // A first-screen picture is decoded for the frame it is drawn in: with 'async' the first paint could go
      // without it and draw it a frame later, and that later frame is the page's LCP.
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
    />
  );
}
