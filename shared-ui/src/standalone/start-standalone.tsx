import { createRoot } from 'react-dom/client';
import '../styles.css';
import './standalone.css';
import { loadShopConfig } from '../shop-config/load-shop-config';
import { StandaloneHost, type StandaloneHostOptions } from './standalone-host';

/**
 * Boots a remote's dev host in #root as the shell boots: the runtime config first (the remote's own
 * public/config.json, read and checked as the shell reads its own), then the app.
 */
export async function startStandalone(options: StandaloneHostOptions): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadShopConfig();
    root.render(<StandaloneHost config={config} {...options} />);
  } catch (error) {
    console.error('[dev host] cannot read /config.json', error);
    root.render(<p className="ui-standalone-page">{String(error)}</p>);
  }
}
