// The standalone dev host (`npm run dev -w @phoneparts/dashboard-mfe`): the dashboard without the
// shell, for its own team. It stands in for the shell's auth with a small sign-in of its own.
import '@phoneparts/shared-ui/styles.css';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './load-config';
import { StandaloneApp } from './standalone-app';

void loadConfig().then((config) => {
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp config={config} />);
});
