import path from 'node:path';
import { remoteContracts } from '@phoneparts/contracts';
import { describeExposedPages } from '@phoneparts/shared-ui/testing';
import { federationOptionsOf } from '@phoneparts/webpack-config/remote-contract';
import { customer } from '../testing/fixtures';

describeExposedPages(remoteContracts.dashboard, {
  appDir: path.join(__dirname, '../..'),
  exposes: federationOptionsOf(require('../../webpack.config.js')).exposes ?? {},
  user: customer,
});
