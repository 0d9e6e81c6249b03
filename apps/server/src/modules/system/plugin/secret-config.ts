import { PLUGIN_SECRET_MASK } from '@retail/contracts/api/system/plugin-mask';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { PluginManifest } from '../../../plugins/plugin.ts';

type Config = Record<string, unknown>;
type SecretKeys = Pick<PluginManifest, 'secretKeys'>;

const isSecret = (manifest: SecretKeys, key: string, value: unknown): value is string =>
  manifest.secretKeys.includes(key) && typeof value === 'string' && value !== '';

function mapSecrets(config: Config, manifest: SecretKeys, change: (value: string) => string): Config {
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      isSecret(manifest, key, value) ? change(value) : value,
    ]),
  );
}

/** The JSON stored in `config_enc`: the validated config with its secret fields sealed. */
export function sealConfig(config: Config, manifest: SecretKeys, secrets: SecretBox): string {
  return JSON.stringify(mapSecrets(config, manifest, (value) => secrets.seal(value)));
}

/** The stored config with its secret fields opened (for the plugin and for validation, never for an answer). */
export function openConfig(stored: string, manifest: SecretKeys, secrets: SecretBox): Config {
  return mapSecrets(JSON.parse(stored) as Config, manifest, (value) => secrets.open(value));
}

/** The stored config as the plugins screen may see it: each set secret replaced by the mask. */
export function maskedConfig(stored: string, manifest: SecretKeys): Config {
  return mapSecrets(JSON.parse(stored) as Config, manifest, () => PLUGIN_SECRET_MASK);
}

/** A config sent from the screen with each secret still masked replaced by the stored (opened) one. */
export function unmaskConfig(sent: Config, stored: Config, manifest: SecretKeys): Config {
  return Object.fromEntries(
    Object.entries(sent).map(([key, value]) => [
      key,
      manifest.secretKeys.includes(key) && value === PLUGIN_SECRET_MASK ? stored[key] : value,
    ]),
  );
}
