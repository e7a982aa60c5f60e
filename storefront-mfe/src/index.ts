// The page served at the remote's own address is the standalone dev host; the shell never loads
// this entry, only the exposed modules (mf-manifest.json / remoteEntry.js).
import { startStandalone } from './standalone/standalone-main';

const container = document.getElementById('root');
if (container) void startStandalone(container);
