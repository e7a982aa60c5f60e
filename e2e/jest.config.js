module.exports = { ...require('../jest.preset'), testEnvironment: 'node', testTimeout: 60000 };
