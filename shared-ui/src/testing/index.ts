// @phoneparts/shared-ui/testing — test-only helpers for the apps' component tests. Not part of the
// build (tsconfig.build.json excludes src/testing): jest maps it to this source (jest.preset.js).
export {
  createFakeApi,
  deferred,
  failWith,
  listPage,
  never,
  type FakeAnswer,
  type FakeApiClient,
  type FakeCall,
  type FakeMethod,
} from './fake-api-client';
export { renderUnderContract, urlForRoute } from './render-under-contract';
export { describeExposedPages } from './describe-exposed-pages';
export { makeOrder, makePart } from './fixtures';
export { fakeAuth, renderTree, sampleUser } from './fake-shop';
