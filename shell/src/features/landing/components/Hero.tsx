import { Link } from 'react-router';
import { PAINT_MARKS } from '@dd/contracts';
import { buttonClassName, paintMark } from '@dd/ui-kit';
import { HIGHLIGHTS, type Highlight } from '../content/highlights';
import { CalendarPinIcon, CameraIcon, LogIcon, ThumbsUpIcon } from './icons';
import styles from './Hero.module.css';

const HIGHLIGHT_ICONS: Record<Highlight['icon'], typeof LogIcon> = {
  log: LogIcon,
  rating: ThumbsUpIcon,
  history: CalendarPinIcon,
  photo: CameraIcon,
};

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Your private dining diary</p>
        <h1 id="hero-heading" className={styles.title} {...paintMark(PAINT_MARKS.landingHero)}>
          Remember every meal <span className={styles.accent}>worth remembering</span>
        </h1>
        <p className={styles.lede}>
          Dining Diary makes meal logging effortless. Snap a photo, give it a thumbs up or down, and
          find it again by date or place whenever the craving returns.
        </p>
        <div className={styles.actions}>
          <Link to="/signup" className={buttonClassName({ size: 'lg' })}>
            Start Logging
          </Link>
          <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Learn More
          </Link>
        </div>
      </div>
      <ul className={styles.highlights}>
        {HIGHLIGHTS.map(({ icon, title, description }) => {
          const Icon = HIGHLIGHT_ICONS[icon];
          return (
            <li key={title} className={styles.highlight}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <div>
                <h2 className={styles.highlightTitle}>{title}</h2>
                <p className={styles.highlightText}>{description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
