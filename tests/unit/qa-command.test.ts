import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, type NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qaCall, startTestServer } from '../../server/test-helpers.ts';
import { lanUrls, loadScenarioFile, parseQaArgs } from '../../scripts/qa-scenario.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'qa-command-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function scenarioFile(text: string) {
  const file = join(folder, 'scenario.json');
  await writeFile(file, text);
  return file;
}

describe('npm run qa -- --scenario=<file.json>', () => {
  it('starts the storefront with the file’s scenario, and a reset goes back to the defaults', async () => {
    const file = await scenarioFile(
      JSON.stringify({ maintenance: true, failRate: 0.2, paths: ['/wps/tracking'] }),
    );
    const server = await startTestServer({
      qa: true,
      initialScenario: await loadScenarioFile(file),
    });
    try {
      const scenario = (await qaCall(server, '/__qa/scenario')).json<Record<string, unknown>>();
      expect(scenario).toMatchObject({
        maintenance: true,
        failRate: 0.2,
        paths: ['/wps/tracking'],
      });
      const reset = await qaCall(server, '/__qa/scenario', { method: 'DELETE' });
      expect(reset.json<Record<string, unknown>>()).toMatchObject({
        maintenance: false,
        failRate: 0,
      });
    } finally {
      await server.stop();
    }
  });

  it('refuses a bad file with the server’s own reason, naming the file', async () => {
    const file = await scenarioFile('{"failRate": 2, "maintenace": true}');
    await expect(loadScenarioFile(file)).rejects.toThrow(
      `${file}: Scenario not changed: "failRate" must be a number from 0 to 1; ` +
        'unknown field "maintenace"',
    );
  });

  it('says when the file is not JSON or cannot be read', async () => {
    const file = await scenarioFile('{ maintenance: true }');
    await expect(loadScenarioFile(file)).rejects.toThrow(`${file} is not JSON`);
    await expect(loadScenarioFile(join(folder, 'missing.json'))).rejects.toThrow(
      /Cannot read the scenario file .*missing\.json/,
    );
  });

  it('needs QA mode: a server without it refuses a scenario', async () => {
    await expect(
      startTestServer({ qa: false, initialScenario: { maintenance: true } }),
    ).rejects.toThrow('A QA scenario needs QA mode');
  });

  it('reads its one argument', () => {
    expect(parseQaArgs(['--scenario=qa/storm.json'])).toEqual({ scenarioFile: 'qa/storm.json' });
    expect(parseQaArgs([])).toEqual({ scenarioFile: null });
    expect(() => parseQaArgs(['--scenari=x.json'])).toThrow('Unknown argument --scenari=x.json');
  });

  it('lists the LAN addresses a phone can open, not loopback or IPv6', () => {
    const common = { netmask: '', mac: '', cidr: null };
    const interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {
      lo: [{ ...common, address: '127.0.0.1', family: 'IPv4', internal: true }],
      wlan0: [
        { ...common, address: '192.168.1.23', family: 'IPv4', internal: false },
        { ...common, address: 'fe80::1', family: 'IPv6', internal: false, scopeid: 3 },
      ],
    };
    expect(lanUrls(interfaces, 8080)).toEqual(['http://192.168.1.23:8080/m/']);
  });
});
