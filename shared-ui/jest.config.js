module.exports = { ...require('../jest.preset'), testEnvironment: 'jsdom', setupFilesAfterEnv: ['@testing-library/jest-dom'] };
