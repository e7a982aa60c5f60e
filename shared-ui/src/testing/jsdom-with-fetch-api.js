const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the Fetch API's classes: react-router's data router builds a `Request` (with an
 * AbortSignal) for every navigation's loaders. Node's own Request, and its AbortController so the two
 * agree on what a signal is.
 */
class JsdomWithFetchApi extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetchApi;
