import { TextField } from '@phoneparts/shared-ui';
import { homeCopy } from './home-copy';
import styles from './newsletter-banner.module.css';

/** Home, item 4 (docs/product.md#22-home): one email field; it has no submit behaviour, so there is no button. */
export function NewsletterBanner() {
  return (
    <section className={styles.banner} aria-labelledby="storefront-newsletter-title">
      <div className={styles.text}>
        <h2 id="storefront-newsletter-title" className={styles.title}>
          {homeCopy.newsletterTitle}
        </h2>
        <p>{homeCopy.newsletterText}</p>
      </div>
      <TextField
        label={homeCopy.newsletterEmailLabel}
        type="email"
        name="newsletterEmail"
        autoComplete="email"
        fieldClassName={styles.field}
      />
    </section>
  );
}
