import { useState } from 'react';
import type { Image } from '../api';
import { useT } from '../intl';
import { Picture } from './Picture';
import './gallery.css';

/**
 * The cover and sample pages: one large image and a row of thumbnail buttons. Buttons, not a carousel,
 * so it works with Tab and Enter and a screen reader hears which image is shown (aria-pressed).
 */
export function Gallery({ images, label }: { images: readonly Image[]; label: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const frame = images[0] ?? current;
  return (
    <section className="sf-gallery" aria-label={label}>
      {/* The frame keeps the cover's proportions, so switching to a page of another shape shifts nothing. */}
      <div className="sf-gallery__stage" style={{ aspectRatio: `${frame.width} / ${frame.height}` }}>
        <Picture
          key={current.url}
          image={current}
          priority={selected === 0 ? 'high' : 'lazy'}
          className="sf-gallery__main"
        />
      </div>
      {images.length > 1 && (
        <ul className="sf-plain-list sf-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('storefront.story.showImage', { index: index + 1, total: images.length })}
                onClick={() => setSelected(index)}
              >
                <Picture image={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
