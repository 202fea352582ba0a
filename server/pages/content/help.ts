// The merchants' help centers (WPSCORE_getHelpCenter, docs/pages.md "Help"): topics and
// questions with a stable id, each written in every language the merchant supports.
import { HELP_DEMOBR } from './helpDemoBr.ts';
import { HELP_DEMOVN } from './helpDemoVn.ts';

export interface HelpText {
  question: string;
  /** Limited HTML (src/common/pages/limitedHtml.ts). */
  answerHtml: string;
}

export interface HelpContent {
  updatedAt: string;
  /** The languages every topic and question is written in. */
  languages: string[];
  topics: {
    id: string;
    titles: Record<string, string>;
    questions: { id: string; texts: Record<string, HelpText> }[];
  }[];
}

const HELP: Record<string, HelpContent> = { DEMOVN: HELP_DEMOVN, DEMOBR: HELP_DEMOBR };

export function helpOf(merchantCode: string): HelpContent | undefined {
  return HELP[merchantCode];
}
