module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
};
