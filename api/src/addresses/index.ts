// What checkout uses of addresses: the module, and the service's `addressForOrder` (an order's copy).
export { AddressesModule } from './addresses.module';
export { AddressesService } from './addresses.service';
