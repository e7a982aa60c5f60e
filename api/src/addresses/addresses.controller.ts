import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addressMessages as m,
  type CreateAddressBody,
  createAddressSchema,
  type DeleteResult,
  type SavedAddress,
  type UpdateAddressBody,
  updateAddressSchema,
} from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody } from '../common/http/zod-body';
import { AddressesService } from './addresses.service';

/** The caller's own address book: no route names an account, and another account's id is a 404. */
@ApiTags('addresses')
@Authenticated()
@Controller('account/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved addresses, oldest first; one is the default" })
  list(@CurrentUser() caller: AuthUser): Promise<SavedAddress[]> {
    return this.addresses.list(caller.id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Saves an address (the first one, or one sent with isDefault: true, becomes the default; 409 when the book is full)',
  })
  create(
    @CurrentUser() caller: AuthUser,
    @ValidBody(createAddressSchema) body: CreateAddressBody,
  ): Promise<SavedAddress> {
    return this.addresses.create(caller.id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes fields of a saved address, or makes it the default (isDefault: true)' })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(m.addressNotFound)) id: string,
    @ValidBody(updateAddressSchema) body: UpdateAddressBody,
  ): Promise<SavedAddress> {
    return this.addresses.update(caller.id, id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Deletes a saved address (the oldest left becomes the default); past orders keep their copy',
  })
  remove(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(m.addressNotFound)) id: string,
  ): Promise<DeleteResult> {
    return this.addresses.remove(caller.id, id);
  }
}
