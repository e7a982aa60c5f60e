module.exports = {
  ...require('../jest.preset'),
  testEnvironment: require.resolve('@phoneparts/shared-ui/testing/jsdom-with-fetch-api'),
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
};
