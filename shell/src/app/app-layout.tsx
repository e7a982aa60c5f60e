import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '@phoneparts/shared-ui';
import { TopBar } from '../layout/top-bar';
import { Footer } from '../layout/footer';
import { VerifyEmailPrompt } from '../layout/verify-email-prompt';
import { ScrollToTop } from './scroll-to-top';
import { DocumentMeta } from './document-meta';
import { ToastHost } from './toast-host';
import styles from './app-layout.module.css';

/** Top bar, the routed page area (routes.tsx), footer and the one toast container of the whole shop. */
export function AppLayout() {
  return (
    <div className={styles.app}>
      <ScrollToTop />
      <DocumentMeta />
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <TopBar />
      <VerifyEmailPrompt />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
