// What other features use of the install promotion: where a download link goes.
export { downloadLink } from './rules/downloadTarget';
