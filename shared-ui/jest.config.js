module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/jest-setup.ts'],
};
