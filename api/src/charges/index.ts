// What placement and the cart use of charges: the service that prices shipping and tax for an order.
export { ChargesModule } from './charges.module';
export { OrderChargesService, type ChargeRequest, type OrderCharges } from './order-charges.service';
