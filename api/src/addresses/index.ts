// What other features use of addresses: checkout the service's `addressForOrder` (an order's copy),
// the account export its `list`.
export { AddressesModule } from './addresses.module';
export { AddressesService } from './addresses.service';
