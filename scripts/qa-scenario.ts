// `npm run qa`'s pieces that tests can reach: its arguments, the scenario file (checked with the
// server's own parser, so a bad file fails with the server's reason), and the addresses a phone
// on the same network can open.
import { readFile } from 'node:fs/promises';
import type { NetworkInterfaceInfo } from 'node:os';
import type { ScenarioPatch } from '../src/common/qaScenario.ts';
import { parseScenarioPatch } from '../server/qa.ts';

export interface QaArgs {
  /** The scenario file, if one was named. */
  scenarioFile: string | null;
}

export const QA_USAGE = 'Usage: npm run qa -- [--scenario=<file.json>]';

export function parseQaArgs(argv: readonly string[]): QaArgs {
  let scenarioFile: string | null = null;
  for (const arg of argv) {
    const match = /^--scenario=(.+)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}. ${QA_USAGE}`);
    scenarioFile = match[1]!;
  }
  return { scenarioFile };
}

/** The scenario fields in `file`, or an error saying what is wrong with it. */
export async function loadScenarioFile(file: string): Promise<ScenarioPatch> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the scenario file ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = parseScenarioPatch(input);
  if (!result.ok) throw new Error(`${file}: ${result.error}`);
  return result.patch;
}

/** Where a phone on the same network reaches a server listening on every address. */
export function lanUrls(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, port: number): string[] {
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address.address}:${port}/m/`);
}
