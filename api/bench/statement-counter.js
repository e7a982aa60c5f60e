// Preloaded into the API by a benchmark (`node -r`, see servers.ts): counts the statements the API
// sends to PostgreSQL (node-postgres' Client#query, as the statement-count specs do) and answers the
// count over the IPC channel when asked. Plain CommonJS: it runs before the API, without a compiler.
const { Client } = require('pg');

let sent = 0;
const query = Client.prototype.query;
Client.prototype.query = function countedQuery(...args) {
  sent++;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'statements') process.send({ statements: sent });
});
// The channel must not keep the API alive when it is told to stop.
process.channel?.unref();
