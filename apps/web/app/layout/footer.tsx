import { Link } from 'react-router';
import { InquiryFormBox, SubscriptionBox } from '../features/content/components/mail-forms.tsx';
import { SITE_NAME, SOCIAL_LINKS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './layout.css.ts';

/** Support line, social links, the inquiry form and the deals subscription. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.footerGrid}`}>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{SITE_NAME}</h2>
          <p>
            24/7 support: <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
          </p>
          <ul className={styles.footerLinks} aria-label="Social links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <ul className={styles.footerLinks} aria-label="About us">
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/help">Help</Link>
            </li>
            <li>
              <Link to="/travel-inspiration">Travel inspiration</Link>
            </li>
            <li>
              <Link to="/help/0">Privacy</Link>
            </li>
            <li>
              <Link to="/help/2">Cookie policy</Link>
            </li>
          </ul>
        </div>
        <InquiryFormBox />
        <SubscriptionBox />
      </div>
    </footer>
  );
}
