/**
 * The README's production section is the whole path: build, every environment variable
 * the server reads (api/config.ts), first start, first admin, reverse proxy, backups, upgrading. A
 * variable added to the configuration without a line in the README fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../../api/config';

const readme = readFileSync('README.md', 'utf8');
const production = readme.slice(readme.indexOf('## Production'), readme.indexOf('## Mock mode'));

describe('README, Production', () => {
  it.each(Object.keys(EnvSchema.shape))('documents %s', (name) => {
    expect(production).toContain(`\`${name}\``);
  });

  it('walks the whole path, in order', () => {
    const steps = ['Build', 'Environment', 'First start', 'First admin', 'Reverse proxy', 'Backups', 'Upgrading'];
    const at = steps.map((step) => production.search(new RegExp(`^### \\d\\. ${step}$`, 'm')));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('names the log line of the first admin as the server writes it', () => {
    const server = readFileSync('api/server.ts', 'utf8');
    expect(server).toContain('No active admin exists. Create the first admin within 24 hours (the link works once)');
    expect(production).toContain('No active admin exists. Create the first admin within 24 hours (the link works once)');
  });
});
