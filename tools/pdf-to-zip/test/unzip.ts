// For the tests: what an archive holds, read back with fflate's streaming unzip.
import { Unzip, UnzipInflate } from 'fflate';

/** Joins byte chunks into one array. */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The archive's entries in order, as [name, bytes] (an object, as unzipSync gives, would put "0" first and drop "__proto__"). */
export function unzipEntries(zip: Uint8Array): [string, Uint8Array][] {
  const entries: [string, Uint8Array][] = [];
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      chunks.push(chunk);
      if (final) entries.push([file.name, joinChunks(chunks)]);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(zip, true);
  return entries;
}
