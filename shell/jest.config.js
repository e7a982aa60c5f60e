module.exports = {
  ...require('../jest.preset'),
  testEnvironment: '<rootDir>/src/testing/jsdom-with-fetch-api.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
};
