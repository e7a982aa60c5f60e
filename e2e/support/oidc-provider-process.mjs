// A local OpenID Connect provider standing in for Google in browser tests. oauth2-mock-server is
// ESM-only, which jest's CommonJS runtime cannot load, so it runs in its own process (this file).
// Usage: node oidc-provider-process.mjs '<claims JSON>' → prints "ready <issuer url>". It listens on a
// port the system picks (port 0), so no other process can take that port between choosing and binding.
import { OAuth2Server } from 'oauth2-mock-server';

const [claimsJson] = process.argv.slice(2);
const claims = JSON.parse(claimsJson);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');
server.issuer.url = `http://127.0.0.1:${server.address().port}`;
// Every ID token (and userinfo answer) names the person of `claims`; /authorize approves at once.
server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
server.service.on('beforeUserinfo', (userinfo) => Object.assign(userinfo.body, claims));
console.log(`ready ${server.issuer.url}`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
