// Pre-compressed siblings (.br at brotli's maximum quality, .gz at level 9) of every text asset in dist,
// served by the server instead of compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** @param {Buffer} data */
export function brotliMax(data) {
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** @param {Buffer} data */
export function gzipMax(data) {
  return gz(data, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * @param {string} distDir
 * @returns {Promise<{ files: number, written: number }>}
 */
export async function precompress(distDir) {
  const jobs = [];
  for await (const path of walk(distDir)) {
    if (!EXTENSIONS.has(extname(path))) continue;
    if ((await stat(path)).size <= MIN_BYTES) continue;
    jobs.push(
      readFile(path).then(async (data) => {
        const [br, gzData] = await Promise.all([brotliMax(data), gzipMax(data)]);
        // A sibling that is not smaller would only cost the server a lookup.
        const writes = [];
        if (br.length < data.length) writes.push(writeFile(`${path}.br`, br));
        if (gzData.length < data.length) writes.push(writeFile(`${path}.gz`, gzData));
        await Promise.all(writes);
        return writes.length;
      }),
    );
  }
  const written = await Promise.all(jobs);
  return { files: jobs.length, written: written.reduce((a, b) => a + b, 0) };
}
