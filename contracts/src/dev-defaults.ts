/**
 * Development-only defaults, one source for every tool that needs them: the demo admin that `npm start`
 * seeds and the local addresses of the shop's processes. Node code only (`@phoneparts/contracts/dev-defaults`:
 * scripts/start.js, the API's demo defaults, e2e, bench): the main entry does not export it and an ESLint
 * rule keeps browser code from importing it, so no production bundle carries the demo password.
 * Production refuses the demo admin (the API's config checks).
 */
export const demoAdmin = { email: 'admin@phoneparts.test', password: 'Admin#12345' } as const;

/** Where `npm start` and `npm run dev` put each process; each has an environment variable to move it. */
export const localPorts = {
  shell: 3000,
  storefront: 3001,
  dashboard: 3002,
  /** The render server (docs/server-rendering.md): the shell's web server sends it the public pages. */
  render: 3003,
  api: 4000,
  mailWeb: 1080,
  mailSmtp: 1025,
} as const;

/** `http://localhost:<port>`: the address a browser on this machine uses. */
export const localUrl = (port: number): string => `http://localhost:${port}`;
