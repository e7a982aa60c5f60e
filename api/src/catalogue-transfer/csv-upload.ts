import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { catalogueImportLimits, catalogueTransferMessages as m } from '@phoneparts/contracts';
import { Readable } from 'node:stream';

/** A workbook sent as what it is: the import tells the seller to save it as CSV. */
const spreadsheetTypes = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

/**
 * Lets `text/csv` bodies (and workbooks, to answer them with advice) through unread: the import's
 * handler reads the stream itself, after the guard has checked the caller, with its own size limit.
 * Parsing them here would make the API read megabytes from anyone before knowing who sends them.
 * Other routes sent such a body see no JSON object and refuse it (400).
 */
export function passCsvBodiesThrough(fastify: FastifyInstance): void {
  for (const type of ['text/csv', ...spreadsheetTypes])
    fastify.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
}

/** The uploaded file's bytes, refused with a message past the import's size limit. */
export async function readUpload(body: unknown): Promise<Buffer> {
  if (!(body instanceof Readable)) throw new UnsupportedMediaTypeException(m.notCsv);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > catalogueImportLimits.maxBytes) {
      await discardRest(body, size);
      throw new HttpException(m.tooLarge(catalogueImportLimits.maxBytes / 1024 / 1024), HttpStatus.PAYLOAD_TOO_LARGE);
    }
    chunks.push(chunk);
  }
  if (size === 0) throw new BadRequestException(m.empty);
  return Buffer.concat(chunks);
}

/** Past this, an oversized upload's connection is cut rather than read to its end. */
const maxDiscardedBytes = 64 * 1024 * 1024;

/**
 * Reads what is left of an oversized body without keeping it: an answer sent before the body was
 * read makes Node close the connection, and the client would see a reset instead of the 413.
 */
async function discardRest(body: Readable, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxDiscardedBytes) return void body.destroy();
  }
}
