module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
};
