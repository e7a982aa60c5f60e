import { createRoot } from 'react-dom/client';
import '@phoneparts/shared-ui/styles.css';
import { loadStandaloneConfig } from './load-config';
import { StandaloneApp } from './standalone-app';

/** Boots the dev host: runtime config first, then the app (as the shell does). */
export async function startStandalone(container: HTMLElement): Promise<void> {
  const config = await loadStandaloneConfig();
  createRoot(container).render(<StandaloneApp config={config} />);
}
