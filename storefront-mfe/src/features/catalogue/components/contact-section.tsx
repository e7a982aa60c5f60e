import { TextArea, TextField } from '@phoneparts/shared-ui';
import { homeCopy } from './home-copy';
import styles from './contact-section.module.css';

/** Home, item 6 (docs/product.md#22-home): Name, Email, Message — no validation and no submit behaviour. */
export function ContactSection() {
  return (
    <section className={styles.section} aria-labelledby="storefront-contact-title">
      <h2 id="storefront-contact-title" className={styles.title}>
        {homeCopy.contactTitle}
      </h2>
      <div className={styles.fields}>
        <TextField label={homeCopy.contactName} name="contactName" autoComplete="name" />
        <TextField label={homeCopy.contactEmail} name="contactEmail" type="email" autoComplete="email" />
        <TextArea label={homeCopy.contactMessage} name="contactMessage" fieldClassName={styles.message} />
      </div>
    </section>
  );
}
