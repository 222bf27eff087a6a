import { useEffect, useRef, useState, type ComponentPropsWithRef, type RefObject } from 'react';
import { classNames } from '../classNames';
import { useImageStorageUrl } from './ImageStorageContext';
import { ImagePlaceholderIcon } from './ImagePlaceholderIcon';
import { storageFallbackUrl, variantSrcSet } from './uploadsUrl';
import styles from './images.module.css';

/** product spec §9: images load when within 50 px of the viewport. */
export const LAZY_LOAD_MARGIN = '50px';

export type LazyImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  alt: string;
  /** Direct storage-bucket URL for the one retry; defaults to the ImageStorageProvider's. */
  storageUrl?: string;
  /**
   * Above the fold (a list's first cards, a page's hero): requested with the
   * first render at high priority, as it is likely the Largest Contentful
   * Paint, instead of a frame later when the viewport check answers.
   */
  priority?: boolean;
};

type Stage = 'primary' | 'fallback' | 'failed';

/**
 * An image that starts loading only near the viewport. Uploads get a srcset of
 * their resized variants; if an uploads URL fails it is retried once straight
 * from the storage bucket, then a placeholder icon stands in.
 */
export function LazyImage({
  src,
  alt,
  storageUrl,
  className,
  sizes,
  onError,
  priority = false,
  ...rest
}: LazyImageProps) {
  const contextStorageUrl = useImageStorageUrl();
  const fallback = storageFallbackUrl(src, storageUrl ?? contextStorageUrl);
  const imageRef = useRef<HTMLImageElement>(null);
  const visible = useNearViewport(imageRef, priority);
  const [state, setState] = useState<{ src: string; stage: Stage }>({ src, stage: 'primary' });
  const stage = state.src === src ? state.stage : 'primary';

  if (stage === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt || 'Image unavailable'}
        className={classNames(styles.placeholder, className)}
      >
        <ImagePlaceholderIcon />
      </span>
    );
  }

  const srcSet = stage === 'primary' ? variantSrcSet(src) : undefined;
  return (
    <img
      {...rest}
      ref={imageRef}
      alt={alt}
      // Until it is near the viewport the image has no src: hidden, so the browser
      // does not draw its alt text and a broken-image icon in its place.
      className={classNames(className, !visible && styles.pending)}
      src={visible ? (stage === 'primary' ? src : fallback) : undefined}
      srcSet={visible ? srcSet : undefined}
      sizes={srcSet ? (sizes ?? '100vw') : sizes}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        onError?.(event);
        setState({ src, stage: stage === 'primary' && fallback ? 'fallback' : 'failed' });
      }}
    />
  );
}

function useNearViewport(ref: RefObject<HTMLElement | null>, initially: boolean): boolean {
  const [visible, setVisible] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, visible]);
  return visible;
}
