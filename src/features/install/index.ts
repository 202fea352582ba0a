// What other features use of the install promotion: where a download link goes, and the
// environment the install rules decide by (spec §4).
export { currentEnvironment } from './environmentNow';
export type { InstallEnvironment } from './rules/environment';
export { downloadLink } from './rules/downloadTarget';
