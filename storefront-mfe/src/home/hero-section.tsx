import { Button } from '@phoneparts/shared-ui';
import { homeCopy } from './home-copy';
import styles from './hero-section.module.css';

/** Spec §2 Home 1: the title, the seller's claim and 'Shop now'. */
export function HeroSection({ onShopNow }: { onShopNow(): void }) {
  return (
    <section className={styles.hero} aria-labelledby="storefront-hero-title">
      <div className={styles.content}>
        <h1 id="storefront-hero-title" className={styles.title}>
          {homeCopy.heroTitle}
        </h1>
        <p className={styles.claim}>{homeCopy.sellerClaim}</p>
        <Button size="lg" onClick={onShopNow}>
          {homeCopy.shopNow}
        </Button>
      </div>
    </section>
  );
}
