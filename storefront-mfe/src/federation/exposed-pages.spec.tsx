import path from 'node:path';
import { remoteContracts, type RemotePageContract } from '@phoneparts/contracts';
import { renderUnderContract } from '@phoneparts/shared-ui/testing';
import { federationOptionsOf } from '@phoneparts/webpack-config/remote-contract';
import { customer } from '../testing/fixtures';

const appDir = path.join(__dirname, '../..');
const exposes = federationOptionsOf(require('../../webpack.config.js')).exposes ?? {};
const pages = Object.entries(remoteContracts.storefront) as Array<[string, RemotePageContract]>;

/** Each exposed page runs on what its contract says the shell gives it: no props, its route, the listed context. */
describe.each(pages)('exposed %s', (expose, contract) => {
  it(`renders at ${contract.route} without props, reading only ${contract.context.join(', ')} of the shell context`, async () => {
    const module = await import(path.join(appDir, exposes[expose]));
    expect(typeof module.default).toBe('function');
    const { read, container } = await renderUnderContract(module.default, contract, customer);
    expect(container).not.toBeEmptyDOMElement();
    expect([...read].filter((key) => !contract.context.includes(key))).toEqual([]);
  }, 30_000); // the first import compiles the whole page
});
