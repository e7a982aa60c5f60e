import { createRoot } from 'react-dom/client';
import Widget from './widget';
import './global.css';

createRoot(document.getElementById('root')!).render(<Widget />);
