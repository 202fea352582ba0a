/**
 * Chromium keeps only the last `--disable-features` it is given, so this list restates what
 * Playwright turns off (playwright-core's chromiumSwitches) and adds the new headless mode's two
 * hidden address-bar popups: each new window renders them in renderers of their own, about a
 * third of the CPU a test's page load costs (measured: 4 home-page loads, 25 → 17 CPU-seconds).
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** No sandbox (root, containers), no GPU, and nothing that reaches for the closed network. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const launchArgs = [
  ...QUIET_CHROMIUM_FLAGS,
  '--disable-quic',
  `--disable-features=${disabledFeatures.join(',')}`,
];

/**
 * Debian's Chromium, as the benchmarks and the tests that need the full browser launch it: never
 * a downloaded build. The flags keep it from reaching for the closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: launchArgs,
};

/**
 * Debian's chromium-headless-shell, the same Chromium version built as a headless shell, with no
 * browser UI: most browser tests run on it, for about a fifth less CPU (docs/testing.md).
 */
export const headlessShellLaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: launchArgs,
};
