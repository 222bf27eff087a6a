import { Link } from 'react-router';
import logoUrl from '../../../assets/logo.svg';
import { SOCIAL_LINKS } from './socialLinks';
import styles from './Footer.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Dining Diary home">
          <img src={logoUrl} alt="" width={32} height={32} className={styles.logo} />
          <span className={styles.brandName}>Dining Diary</span>
        </Link>

        <ul className={styles.social} aria-label="Dining Diary on social media">
          {SOCIAL_LINKS.map(({ network, href, Icon }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Dining Diary on ${network}`}
                className={styles.socialLink}
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>

        <nav aria-label="Legal" className={styles.legal}>
          <Link to="/privacy-policy" className={styles.legalLink}>
            Privacy
          </Link>
          <Link to="/terms" className={styles.legalLink}>
            Terms
          </Link>
        </nav>

        <p className={styles.copyright}>© {year} Dining Diary</p>
      </div>
    </footer>
  );
}
