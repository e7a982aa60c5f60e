// What checkout uses of shipping: ShippingService's `offeredFor` and `chosenFor` (prices in cents).
export { ShippingModule } from './shipping.module';
export { ShippingService } from './shipping.service';
export type { ShippingOffer } from './shipping-method.mapper';
export { toOfferedMethod } from './shipping-method.mapper';
