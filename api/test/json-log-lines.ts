import { PassThrough } from 'node:stream';

/**
 * A stream to give the API as its log output, and the JSON lines written to it so far, each parsed
 * once complete (a chunk may end in the middle of a line).
 */
export function jsonLogLines(): { stream: PassThrough; lines: Record<string, unknown>[] } {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const complete = (pending + chunk.toString()).split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}
