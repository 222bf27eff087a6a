import { classNames } from '@dd/ui-kit';
import { FRAME_SIZES, SCREEN_SIZE, type Slide } from '../content/firstSlide';
import styles from './ScreenshotCarousel.module.css';

/** One screenshot in its device frame, with its caption. Only an eager one is fetched at once, at high priority. */
export function SlideFigure({ slide, eager }: { slide: Slide; eager: boolean }) {
  return (
    <figure className={styles.figure}>
      <div className={classNames(styles.frame, styles[slide.device])}>
        <img
          className={styles.image}
          src={slide.src}
          srcSet={slide.srcSet}
          sizes={FRAME_SIZES[slide.device]}
          alt={slide.alt}
          width={SCREEN_SIZE[slide.device].width}
          height={SCREEN_SIZE[slide.device].height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      </div>
      <figcaption className={styles.caption}>{slide.caption}</figcaption>
    </figure>
  );
}
