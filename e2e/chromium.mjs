// Finds Chromium for the end-to-end tests: CHROME_PATH, else /usr/bin/chromium; installs Debian's package as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    process.stderr.write(`CHROME_PATH=${wanted} does not exist.\n`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      'Chromium is missing: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Chromium is missing: installing Debian package chromium...\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      process.stderr.write(
        `apt-get ${args.join(' ')} failed; install chromium by hand or set CHROME_PATH.\n`,
      );
      process.exit(1);
    }
  }
  return wanted;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
