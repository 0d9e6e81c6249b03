import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveReader } from '../../src/platform/backup/archive-reader.ts';
import { ArchiveWriter } from '../../src/platform/backup/archive-writer.ts';
import { entryRows } from '../../src/platform/backup/rows.ts';
import { checkSchemaVersion } from '../../src/platform/backup/verify.ts';

const dir = mkdtempSync(join(tmpdir(), 'retail-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writeSample(name: string): Promise<string> {
  const path = join(dir, name);
  const writer = new ArchiveWriter(path, Date.UTC(2026, 10, 25, 8, 30, 12));
  await writer.add('data/a.jsonl', ['[1,"x"]\n', '[2,null]\n']);
  await writer.add('data/名前.jsonl', [Buffer.from('[3,"商品"]\n')]);
  await writer.add('manifest.json', ['{}']);
  await writer.finish();
  return path;
}

async function contentOf(reader: ArchiveReader, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of reader.read(name)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('backup archives', () => {
  it('read back exactly what was written, names in UTF-8', async () => {
    const reader = await ArchiveReader.open(await writeSample('plain.rbk'));
    expect(reader.names()).toEqual(['data/a.jsonl', 'data/名前.jsonl', 'manifest.json']);
    expect(await contentOf(reader, 'data/a.jsonl')).toBe('[1,"x"]\n[2,null]\n');
    expect(await contentOf(reader, 'data/名前.jsonl')).toBe('[3,"商品"]\n');
  });

  it('refuse a change of any single byte, anywhere in the file, before reading an entry', async () => {
    const path = await writeSample('original.rbk');
    const original = readFileSync(path);
    const damagedPath = join(dir, 'damaged.rbk');
    let refused = 0;
    for (let at = 0; at < original.length; at++) {
      const damaged = Buffer.from(original);
      damaged[at] = ((damaged[at] as number) + 1 + (at % 255)) % 256;
      writeFileSync(damagedPath, damaged);
      await expect(ArchiveReader.open(damagedPath)).rejects.toThrow(/backup.corrupt/);
      refused++;
    }
    expect(refused).toBe(original.length);
    // cut short or grown by a byte
    writeFileSync(damagedPath, original.subarray(0, original.length - 1));
    await expect(ArchiveReader.open(damagedPath)).rejects.toThrow(/backup.corrupt/);
    writeFileSync(damagedPath, Buffer.concat([original, Buffer.from([0])]));
    await expect(ArchiveReader.open(damagedPath)).rejects.toThrow(/backup.corrupt/);
  });

  it('splits rows across chunk boundaries and multi-byte characters, and refuses a cut or malformed row', async () => {
    const text = Buffer.from('[1,"甲"]\n[2,"乙"]\n');
    const chunks = Array.from(text).map((byte) => Buffer.from([byte]));
    const rows: unknown[] = [];
    for await (const row of entryRows(chunks, 't', 2)) rows.push(row);
    expect(rows).toEqual([
      [1, '甲'],
      [2, '乙'],
    ]);
    const collect = async (input: string, width: number) => {
      for await (const row of entryRows([Buffer.from(input)], 't', width)) void row;
    };
    await expect(collect('[1,"a"]\n[2,', 2)).rejects.toThrow(/backup.corrupt/);
    await expect(collect('[1,"a",3]\n', 2)).rejects.toThrow(/backup.corrupt/);
    await expect(collect('{"a":1}\n', 1)).rejects.toThrow(/backup.corrupt/);
  });

  it('restores the same or an older schema version and refuses a newer or unknown one', () => {
    const known = ['0001_core', '0002_identity', '0019_backup'];
    expect(checkSchemaVersion('0019_backup', known)).toBe('same');
    expect(checkSchemaVersion('0002_identity', known)).toBe('older');
    expect(() => checkSchemaVersion('0020_later', known)).toThrow(/backup.newerSchema/);
    expect(() => checkSchemaVersion('0010_unknown', known)).toThrow(/backup.corrupt/);
  });
});
